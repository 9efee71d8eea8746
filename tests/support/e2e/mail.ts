import type { SinkMessage } from '../smtp-sink';
import { e2eEnv } from './e2e-env';

export type { SinkMessage };

/** E-mails the suite's SMTP sink has received, optionally only those to `to` (To header or envelope). */
export async function listMail(to?: string): Promise<SinkMessage[]> {
  const url = new URL('/messages', e2eEnv('mailApi'));
  if (to) url.searchParams.set('to', to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mail API answered ${response.status}`);
  return (await response.json()) as SinkMessage[];
}

export interface WaitForMailOptions {
  count?: number;
  timeoutMs?: number;
  /** Only messages whose subject contains this text (or matches this pattern). */
  subject?: string | RegExp;
}

/** Waits until `count` (default 1) e-mails to `to` have arrived and returns them. */
export async function waitForMail(
  to: string,
  { count = 1, timeoutMs = 15_000, subject }: WaitForMailOptions = {},
): Promise<SinkMessage[]> {
  const matches = (message: SinkMessage) =>
    subject === undefined ||
    (typeof subject === 'string' ? message.subject.includes(subject) : subject.test(message.subject));
  const deadline = Date.now() + timeoutMs;
  let found: SinkMessage[] = [];
  while (Date.now() < deadline) {
    found = (await listMail(to)).filter(matches);
    if (found.length >= count) return found.slice(0, count);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`expected ${count} e-mail(s) to ${to} within ${timeoutMs} ms, got ${found.length}`);
}

/** Makes the sink refuse the next `count` deliveries (451 temporary by default). Affects every spec: use in serial specs only. */
export async function failNextMail(count: number, responseCode = 451): Promise<void> {
  const url = new URL('/fail-next', e2eEnv('mailApi'));
  url.searchParams.set('count', String(count));
  url.searchParams.set('code', String(responseCode));
  await fetch(url, { method: 'POST' });
}
