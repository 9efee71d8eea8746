import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMAIL_JOB_ATTEMPTS, EMAIL_QUEUE_NAME } from '../../core/outbox/email-outbox';
import type { RunningWorker } from '../../worker/start-worker';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { startTestWorker } from '../support/running-stack';

const prefix = uniqueRedisPrefix('job-data');
let database: IsolatedDatabase;
let sink: SmtpSink;
let worker: RunningWorker;
let connection: Redis;
let queue: Queue;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  sink = await startSmtpSink();
  worker = await startTestWorker({ databaseUrl: database.url, redisPrefix: prefix, smtpUrl: sink.url });
  connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
  queue = new Queue(EMAIL_QUEUE_NAME, { connection, prefix });
});

afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await worker?.close();
  await sink?.close();
  await database?.drop();
});

async function settled(jobId: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    // The state first, then the job: the move to failed writes both at once, so this order reads them consistently.
    const state = await queue.getJobState(jobId);
    if (state === 'failed' || state === 'completed' || Date.now() > until)
      return { job: await queue.getJob(jobId), state };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the worker and malformed job data', () => {
  it.each([
    ['no outbox id', {}],
    ['an outbox id that is not a uuid', { outboxId: "1' or '1'='1" }],
    ['a number', { outboxId: 42 }],
  ])('fails a job with %s at once, without retrying it', async (_label, data) => {
    const job = await queue.add('send-email', data, {
      attempts: EMAIL_JOB_ATTEMPTS,
      backoff: { type: 'fixed', delay: 10 },
    });
    const { job: done, state } = await settled(job.id!);
    expect(state).toBe('failed');
    expect(done?.attemptsMade).toBe(1);
    expect(done?.failedReason).toMatch(/malformed e-mail job data/);
    expect(sink.messages).toHaveLength(0);
  });
});
