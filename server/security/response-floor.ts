import { setTimeout as sleep } from 'node:timers/promises';
import type { EmailQueue } from '../outbox/email-queue';

/**
 * Requests whose answer must not tell whether an address is known (sign-up, resend, password
 * reset, an applicant's sign-in link) take at least this long, whichever path they took: the
 * known-address path writes a few more rows than the unknown one, and the floor hides that difference.
 */
export const ENUMERATION_SAFE_FLOOR_MS = 400;

/** What the floor needs of a request: `config.timingDefences` is false only in a test configuration (TIMING_DEFENCES=off). */
export interface FlooredRequest {
  config: { timingDefences: boolean };
  emailQueue: Pick<EmailQueue, 'enqueue'>;
}

/**
 * Runs `write` and queues the e-mails it wrote, both inside the floor: only some addresses get an
 * e-mail, so queueing after the floor would make theirs the slower answer. The floor's timer is
 * set before the work, for the same 400 ms on every path, so how long the work took never changes
 * when or in which order the timers fire.
 */
export async function withResponseFloor(
  request: FlooredRequest,
  write: () => Promise<{ outboxIds: readonly string[] }>,
): Promise<void> {
  const floor = request.config.timingDefences ? sleep(ENUMERATION_SAFE_FLOOR_MS) : Promise.resolve();
  try {
    const { outboxIds } = await write();
    await request.emailQueue.enqueue(outboxIds);
  } finally {
    await floor;
  }
}
