import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startEntry as startProcess } from '../support/entry-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { freePort } from '../support/services/free-port';

/**
 * The real entry points as processes: SIGINT (Ctrl-C) or SIGTERM makes each stop taking work,
 * finish what it has, close its queues and pools, and exit 0 without logging an error.
 */
let database: IsolatedDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await database?.drop();
});

const startEntry = (entry: string, env: Record<string, string>) =>
  startProcess(entry, { DATABASE_URL: database.url, REDIS_URL: inject('redisUrl'), ...env });

it('the server and the worker stop on SIGINT and SIGTERM with exit code 0 and no error logged', async () => {
  const redisPrefix = uniqueRedisPrefix('shutdown');
  const port = await freePort();
  const server = startEntry('server/main.ts', {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SERVE_WEB: 'none',
    REDIS_PREFIX: redisPrefix,
  });
  const worker = startEntry('worker/main.ts', { SMTP_URL: sink.url, REDIS_PREFIX: redisPrefix });
  await Promise.all([server.logged('server listening'), worker.logged('worker started')]);

  // Work done just before the signal is finished: the submission answered, its e-mails sent.
  const response = await fetch(`http://127.0.0.1:${port}/trpc/submissions.contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Amira', lastName: 'Khan', email: 'shutdown@academy.example', message: 'Hello' }),
  });
  expect(response.status).toBe(200);
  server.child.kill('SIGINT');
  await sink.waitForMessages(() => true, 2, 20_000);
  worker.child.kill('SIGTERM');

  expect(await server.exited).toBe(0);
  expect(await worker.exited).toBe(0);
  for (const entry of [server, worker]) {
    expect(entry.lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(entry.stderr()).toBe('');
  }
  expect(server.lines.map((line) => line.msg)).toContain('shutting down');
  // Two processes start from source (tsx) beside the whole gate: over 60 s on a loaded machine.
}, 150_000);
