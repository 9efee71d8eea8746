import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start-server';
import { WORKER_CLOSE_GRACE_MS } from '../../worker/close-worker';
import type { RunningWorker } from '../../worker/start-worker';
import { sentTo, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { postMutation, startTestServer, startTestWorker } from '../support/running-stack';
import { redisServerAvailable, startStoppableRedis, type StoppableRedis } from '../support/stoppable-redis';

// A real redis-server of this file's own is stopped and started again: the outage is real.
describe.runIf(redisServerAvailable())('a Redis outage', () => {
  let database: IsolatedDatabase;
  let redis: StoppableRedis;
  let sink: SmtpSink;
  let server: RunningServer;
  let worker: RunningWorker | undefined;
  const redisPrefix = uniqueRedisPrefix('outage');

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    redis = await startStoppableRedis();
    sink = await startSmtpSink();
    server = await startTestServer({ databaseUrl: database.url, redisUrl: redis.url, redisPrefix });
  });

  afterAll(async () => {
    await worker?.close();
    await server?.close();
    await sink?.close();
    await redis?.stop();
    await database?.drop();
  });

  it('still accepts a submission while Redis is down, and its e-mails arrive once Redis is back', async () => {
    await redis.stop();
    const email = uniqueEmail('outage');
    const started = Date.now();
    const { status, body } = await postMutation(server.url, 'submissions.contact', {
      firstName: 'Out',
      lastName: 'Age',
      email,
      message: 'Sent during an outage',
    });
    expect(status).toBe(200);
    // Fails fast rather than hanging on Redis.
    expect(Date.now() - started).toBeLessThan(5_000);

    const id = body.result.data.id;
    const row = await database.db
      .selectFrom('contact_submissions')
      .select('message')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.message).toBe('Sent during an outage');
    const pending = await database.db
      .selectFrom('email_outbox')
      .select('status')
      .where('reference_id', '=', id)
      .execute();
    expect(pending.map((r) => r.status)).toEqual(['pending', 'pending']);

    await redis.start();
    worker = await startTestWorker({ databaseUrl: database.url, redisUrl: redis.url, redisPrefix, smtpUrl: sink.url });
    await sink.waitForMessages(sentTo(email), 1, 15_000);
    await sink.waitForMessages(sentTo('admissions@academy.example'), 1, 15_000);
  });

  it('a running worker resumes by itself after Redis restarts', async () => {
    expect(worker).toBeDefined();
    await redis.stop();
    await new Promise((r) => setTimeout(r, 1_500));
    await redis.start();

    const email = uniqueEmail('restart');
    const { status } = await postMutation(server.url, 'submissions.contact', {
      firstName: 'Re',
      lastName: 'Start',
      email,
      message: 'After a restart',
    });
    expect(status).toBe(200);
    await sink.waitForMessages(sentTo(email), 1, 20_000);
  });

  it(
    'a worker shuts down in bounded time while Redis is down',
    async () => {
      const running = worker!;
      await redis.stop();
      const started = Date.now();
      await running.close();
      worker = undefined;
      // Every queue's worker closes at once, each waited for at most its grace period.
      expect(Date.now() - started).toBeLessThan(WORKER_CLOSE_GRACE_MS + 5_000);
    },
    2 * WORKER_CLOSE_GRACE_MS + 10_000,
  );
});
