import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { GENERIC_ERROR } from '../../domain/messages';
import { generateSessionToken } from '../../server/auth/session-token';
import { startServer, type RunningServer } from '../../server/start-server';
import { uniqueRedisPrefix } from '../support/test-db';
import { postMutation } from '../support/running-stack';
import { testConfig } from '../support/trpc-caller';

const ORIGIN = { origin: 'http://127.0.0.1:3000' };
const CONTACT = { firstName: 'Amira', lastName: 'Khan', email: 'amira@family.example', message: 'Hello' };

describe('an internal error', () => {
  const lines: Array<Record<string, unknown>> = [];
  let server: RunningServer;
  // Nothing listens on port 1: every query fails as a lost database would.
  const deadDb = createDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    server = await startServer(
      testConfig({ PORT: '0', SERVE_WEB: 'none', REDIS_PREFIX: uniqueRedisPrefix('error-log') }),
      {
        logger: pino({ level: 'info' }, sink),
      },
    );
    server.services.db = deadDb;
  });

  afterAll(async () => {
    await server.close();
    await deadDb.destroy();
  });

  const errorLines = () => lines.filter((line) => line.level === 50);

  it('inside a procedure is logged once, with the request id, and answered with the generic text', async () => {
    lines.length = 0;
    const { status, body } = await postMutation(server.url, 'submissions.contact', CONTACT, ORIGIN);
    expect(status).toBe(500);
    expect(body.error.message).toBe(GENERIC_ERROR);
    // No stack, in this test environment as in production (server/trpc/init.ts).
    expect(JSON.stringify(body)).not.toMatch(/stack|\.ts:\d|at /);
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]).toMatchObject({
      msg: 'procedure failed',
      procedure: 'submissions.contact',
      requestId: expect.any(String),
    });
  });

  it('in the batch of one the browser sends is logged once too, and answered with the generic text', async () => {
    lines.length = 0;
    const response = await fetch(`${server.url}/trpc/submissions.contact?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ORIGIN },
      body: JSON.stringify({ 0: CONTACT }),
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as Array<{ error: { message: string } }>)[0]!.error.message).toBe(GENERIC_ERROR);
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]).toMatchObject({
      msg: 'procedure failed',
      procedure: 'submissions.contact',
      requestId: expect.any(String),
    });
  });

  it('while building the context (the session lookup) is logged once too', async () => {
    lines.length = 0;
    const { status } = await postMutation(
      server.url,
      'auth.signOut',
      {},
      { ...ORIGIN, cookie: `session=${generateSessionToken()}` },
    );
    expect(status).toBe(500);
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]).toMatchObject({ msg: 'procedure failed', procedure: 'auth.signOut' });
  });
});
