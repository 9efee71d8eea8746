import { startSmtpSink, type SinkMessage } from '../tests/support/smtp-sink';
import { loadWorkerConfig } from '../worker/config/env';
import { startWorker } from '../worker/start-worker';
import { percentile } from './stats';

export interface EmailLatencyResult {
  submissions: number;
  emails: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  emailsPerSecond: number;
  concurrency: number;
}

interface Options {
  baseUrl: string;
  origin: string;
  env: NodeJS.ProcessEnv;
  admissionsEmail: string;
  submissions: number;
  /** Submissions in flight at once. */
  parallel: number;
}

/**
 * Submits a burst of contact messages through HTTP while the real worker sends into an SMTP
 * sink, and times each submission from the request leaving to its second e-mail arriving.
 */
export async function measureEmailLatency(options: Options): Promise<EmailLatencyResult> {
  const sink = await startSmtpSink();
  const config = loadWorkerConfig({ ...options.env, SMTP_URL: sink.url });
  const worker = await startWorker(config);
  try {
    const sentAt = new Map<string, number>();
    let next = 0;
    const submitOne = async (i: number) => {
      const email = `bench-${i}@example.com`;
      sentAt.set(email, Date.now());
      const response = await fetch(`${options.baseUrl}/trpc/submissions.contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: options.origin },
        body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email, message: `Benchmark message ${i}` }),
      });
      if (!response.ok) throw new Error(`submission ${i} answered ${response.status}: ${await response.text()}`);
    };
    await Promise.all(
      Array.from({ length: options.parallel }, async () => {
        while (next < options.submissions) await submitOne(next++);
      }),
    );

    const expected = options.submissions * 2;
    await sink.waitForMessages(() => true, expected, 120_000);

    const lastArrival = new Map<string, number>();
    const received = new Map<string, number>();
    const arrivals: number[] = [];
    const admissions = options.admissionsEmail.toLowerCase();
    for (const message of sink.messages) {
      const submitter = submitterOf(message, admissions);
      if (!submitter) continue;
      const at = Date.parse(message.receivedAt);
      arrivals.push(at);
      lastArrival.set(submitter, Math.max(lastArrival.get(submitter) ?? 0, at));
      received.set(submitter, (received.get(submitter) ?? 0) + 1);
    }
    const incomplete = [...sentAt.keys()].filter((email) => received.get(email) !== 2);
    if (incomplete.length) throw new Error(`${incomplete.length} submissions did not get exactly two e-mails`);
    const latencies = [...sentAt].map(([email, t0]) => lastArrival.get(email)! - t0);
    const firstArrival = Math.min(...arrivals);
    const finalArrival = Math.max(...arrivals);
    return {
      submissions: options.submissions,
      emails: arrivals.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
      emailsPerSecond: arrivals.length / Math.max(0.001, (finalArrival - firstArrival) / 1000),
      concurrency: config.WORKER_CONCURRENCY,
    };
  } finally {
    await worker.close();
    await sink.close();
  }
}

/** The acknowledgement goes to the submitter; the staff alert names them in Reply-To. */
function submitterOf(message: SinkMessage, admissions: string): string | null {
  if (message.to.includes(admissions)) return message.replyTo;
  return message.to.find((address) => address.startsWith('bench-')) ?? null;
}
