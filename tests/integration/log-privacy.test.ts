import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../server/routers/app-router';
import { createCallerFactory } from '../../server/trpc/init';
import { createSession } from '../../server/auth/sessions';
import { startServer } from '../../server/start-server';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { testConfig, testContext, type TestContextOptions } from '../support/trpc-caller';
import { createStaff, createAdmin, TEST_PASSWORD } from '../support/factories';

const db = testDb();
const createCaller = createCallerFactory(appRouter);

/** A caller whose log lines are kept, parsed, for the test to read. */
function loggingCaller(options: Omit<TestContextOptions, 'db'> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const { ctx } = testContext({ db, ...options });
  return {
    caller: createCaller({ ...ctx, logger: pino({ level: 'info' }, sink) }),
    lines,
    text: () => JSON.stringify(lines),
  };
}

describe('what the logs hold', () => {
  it('keeps the search text of a CSV export out of the logs (the request line logs the path only)', async () => {
    const admin = await createAdmin(db, { label: 'log-admin' });
    const secret = 'amira.khan@family.example';
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await startServer(
      testConfig({ PORT: '0', SERVE_WEB: 'none', REDIS_PREFIX: uniqueRedisPrefix('log') }),
      {
        logger: pino({ level: 'info' }, sink),
      },
    );
    try {
      const cookie = `session=${(await createSession(db, admin.id)).token}`;
      for (const path of [
        '/admin/export/applications.csv?status=submitted&search=',
        '/admin/export/contacts.csv?search=',
      ]) {
        const response = await fetch(`${server.url}${path}${encodeURIComponent(secret)}`, {
          headers: { cookie, 'sec-fetch-site': 'same-origin' },
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    } finally {
      await server.close();
    }
    expect(JSON.stringify(lines)).not.toContain('amira');
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.path)).toEqual([
      '/admin/export/applications.csv',
      '/admin/export/contacts.csv',
    ]);
  });

  it('logs sign-in successes and failures with the account id, never the address or password', async () => {
    const user = await createStaff(db, { label: 'log-signin' });
    const { caller, lines, text } = loggingCaller();
    await caller.auth.signIn({ email: user.email, password: TEST_PASSWORD });
    await expect(caller.auth.signIn({ email: user.email, password: 'wrong password' })).rejects.toThrow();
    const stranger = uniqueEmail('log-unknown');
    await expect(caller.auth.signIn({ email: stranger, password: 'whatever1' })).rejects.toThrow();
    const signIns = lines.filter((line) => line.msg === 'sign-in').map(({ userId, outcome }) => ({ userId, outcome }));
    expect(signIns).toEqual([
      { userId: user.id, outcome: 'success' },
      { userId: user.id, outcome: 'failed' },
      { userId: null, outcome: 'failed' },
    ]);
    for (const secret of [user.email, stranger, TEST_PASSWORD, 'wrong password']) expect(text()).not.toContain(secret);
  });
});
