import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import type { RunningServer } from '../../server/start-server';
import { appRouter } from '../../server/trpc/app-router';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { createAdmin } from '../support/factories';
import { callProcedure } from '../support/fuzz/http-call';
import { inputsFor } from '../support/fuzz/procedure-inputs';
import { changedTables, tableCounter, type TableCounts } from '../support/fuzz/table-counts';
import { postMutation, startTestServer } from '../support/running-stack';

/**
 * Every procedure of the app router, enumerated from the router itself, gets hostile input over
 * real HTTP, anonymously and with a signed-in admin's session: no answer may be a 5xx, and a
 * refused call may write no row anywhere. FUZZ_RUNS raises the number of cases (default 2,000
 * per public procedure from an anonymous caller; a tenth of that as the admin, and a fiftieth for
 * an anonymous caller at a staff procedure, which is refused before its input is read).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/**
 * Sign-ins and sign-ups that pass validation cost an argon2 hash and a 400 ms response floor
 * each; at 2,000 runs one such procedure takes about 110 s alone and twice that on a CI machine
 * also building the site.
 */
const FUZZ_TIMEOUT_MS = 120_000 + RUNS * 150;
const APP_URL = 'http://127.0.0.1:3000';
const SAME_ORIGIN = { origin: APP_URL, 'sec-fetch-site': 'same-origin' };

type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);

let database: IsolatedDatabase;
let server: RunningServer;
let countRows: () => Promise<TableCounts>;
let adminCookie: string;
let adminId: string;

async function signInAdmin() {
  const { token } = await createSession(database.db, adminId);
  adminCookie = `session=${token}`;
}

beforeAll(async () => {
  database = await createIsolatedDatabase();
  server = await startTestServer({
    databaseUrl: database.url,
    redisPrefix: uniqueRedisPrefix('fuzz'),
    env: { SUBMIT_LIMIT_PER_MINUTE: '1000000000', SIGNIN_LIMIT_PER_15_MIN: '1000000000', APP_URL },
  }, {
    // fast-check repeats short addresses, and each wrong password for one would slow the next
    // attempt by up to 3 s: wall-clock time that proves nothing about hostile input.
    signInDelayMs: () => 0,
  });
  adminId = (await createAdmin(database.db, { label: 'fuzz-admin' })).id;
  await signInAdmin();
  countRows = await tableCounter(database.db);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** Calls in flight at once; a batch whose counts moved is re-run one call at a time to find the writer. */
const BATCH = 8;

/** Runs `runs` hostile inputs at one procedure as one caller and checks every answer. */
async function fuzz(path: string, procedure: AnyProcedure, caller: 'anonymous' | 'admin', runs: number) {
  const call = async (input: unknown) => {
    const headers = caller === 'admin' ? { ...SAME_ORIGIN, cookie: adminCookie } : SAME_ORIGIN;
    const { status, text } = await callProcedure(server.url, path, procedure._def.type, input, headers);
    expect(status, text.slice(0, 300)).toBeLessThan(500);
    return status;
  };
  // A fuzzed signOut or password change ends the admin's session: start a new one.
  const renewsSession = caller === 'admin' && path.startsWith('auth.');
  await fc.assert(
    fc.asyncProperty(fc.array(inputsFor(procedure._def.inputs), { minLength: BATCH, maxLength: BATCH }), async (inputs) => {
      const before = await countRows();
      const statuses = await Promise.all(inputs.map(call));
      if (renewsSession && statuses.some((status) => status < 400)) await signInAdmin();
      if (changedTables(before, await countRows()).length === 0) return;
      // Something was written: an accepted call may have done it, but no refused one may.
      for (const input of inputs) {
        const counts = await countRows();
        const status = await call(input);
        if (status >= 400) expect(changedTables(counts, await countRows()), `rows written by a refused call (${status})`).toEqual([]);
        else if (renewsSession) await signInAdmin();
      }
    }),
    { numRuns: Math.ceil(runs / BATCH), endOnFailure: true },
  );
}

describe.each(procedures)('%s', (path, procedure) => {
  it('answers hostile input from an anonymous caller with no 5xx and no rows written', async () => {
    const probe = await callProcedure(server.url, path, procedure._def.type, undefined, SAME_ORIGIN);
    const staffOnly = probe.status === 401 || probe.status === 403;
    await fuzz(path, procedure, 'anonymous', staffOnly ? Math.ceil(RUNS / 50) : RUNS);
  }, FUZZ_TIMEOUT_MS);

  it('answers hostile input from a signed-in admin with no 5xx and no rows written', async () => {
    await fuzz(path, procedure, 'admin', Math.ceil(RUNS / 10));
  }, FUZZ_TIMEOUT_MS);
});

describe('malformed requests', () => {
  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.url}/trpc/${path}`, { method: 'POST', headers: { 'content-type': contentType, ...SAME_ORIGIN }, body });

  it('answers 4xx to bodies that are not JSON, not typed as JSON, or too large, and stores nothing', async () => {
    const before = await countRows();
    const contact = JSON.stringify({ firstName: 'A', lastName: 'B', email: 'raw@academy.example', message: 'Hi' });
    const statuses = [
      (await post('submissions.contact', '{"firstName": "A",')).status,
      (await post('submissions.contact', '\u0000')).status,
      (await post('submissions.contact', contact, 'text/plain')).status,
      (await post('submissions.contact', contact, 'application/x-www-form-urlencoded')).status,
      (await post('submissions.contact', JSON.stringify({ message: 'x'.repeat(200_000) }))).status,
      (await post('submissions.nope', contact)).status,
      (await fetch(`${server.url}/trpc/submissions.contact?input=%7B`)).status,
    ];
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
    expect(changedTables(before, await countRows())).toEqual([]);
  });

  it('answers 4xx to malformed batch calls and to batches over the size limit', async () => {
    const before = await countRows();
    const hostileBatch = JSON.stringify({ 0: '\u0000', 1: [1, 2], 2: { firstName: 7 } });
    const batchUrl = (paths: string[]) => `${server.url}/trpc/${paths.join(',')}?batch=1`;
    const responses = await Promise.all([
      fetch(batchUrl(['submissions.contact', 'submissions.application', 'submissions.contact']), {
        method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: hostileBatch,
      }),
      fetch(batchUrl(['submissions.contact']), { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: '[]' }),
      fetch(batchUrl(['auth.me', 'submissions.contact']), { headers: SAME_ORIGIN }),
      fetch(batchUrl(Array.from({ length: 200 }, () => 'auth.me')), { headers: SAME_ORIGIN }),
    ]);
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(changedTables(before, await countRows())).toEqual([]);
  });
});

describe('a forged list cursor', () => {
  it.each([
    ['a loose date', ['1', '00000000-0000-4000-8000-000000000000']],
    ['an impossible date', ['2026-02-30 10:00:00+00', '00000000-0000-4000-8000-000000000000']],
    ['dashes for an id', ['2026-11-23 02:27:48.123456+00', '-'.repeat(36)]],
  ])('is refused with 400, not 500 (%s)', async (_label, pair) => {
    const cursor = Buffer.from(JSON.stringify(pair), 'utf8').toString('base64url');
    const { status, text } = await callProcedure(server.url, 'admin.contacts.list', 'query', { cursor }, { cookie: adminCookie });
    expect(status, text).toBe(400);
  });
});

describe('the NUL byte of issue 9', () => {
  it('is stripped from a contact submission, which is stored and answered 200, not 500', async () => {
    const { status, body } = await postMutation(server.url, 'submissions.contact', {
      firstName: 'Am\u0000ira',
      lastName: 'Khan',
      email: 'nul-byte@academy.example',
      message: 'Hello\u0000 there',
    });
    expect(status).toBe(200);
    const row = await database.db
      .selectFrom('contact_submissions')
      .select(['first_name', 'message'])
      .where('id', '=', body.result.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Amira', message: 'Hello there' });
  });
});
