import { describe, expect, it } from 'vitest';
import { callProcedure } from '../support/fuzz/http-call';
import { groupOf, procedures, SAME_ORIGIN, useFuzzStack } from '../support/fuzz/hostile-input-suite';
import { changedTables } from '../support/fuzz/table-counts';
import { postMutation } from '../support/running-stack';

/**
 * Hostile requests that are not one procedure's input: malformed bodies and batches, forged
 * cursors, control characters. Each procedure's own hostile input is fuzzed in the
 * hostile-input-<group>.test.ts files.
 */
const stack = useFuzzStack('malformed');

describe('the hostile-input groups', () => {
  it('give every procedure of the app router a group', () => {
    expect(procedures.filter(([path]) => groupOf(path) === undefined).map(([path]) => path)).toEqual([]);
  });
});

describe('malformed requests', () => {
  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${stack.server.url}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...SAME_ORIGIN },
      body,
    });

  it('answers 4xx to bodies that are not JSON, not typed as JSON, or too large, and stores nothing', async () => {
    const before = await stack.countRows();
    const contact = JSON.stringify({ firstName: 'A', lastName: 'B', email: 'raw@academy.example', message: 'Hi' });
    const statuses = [
      (await post('submissions.contact', '{"firstName": "A",')).status,
      (await post('submissions.contact', '\u0000')).status,
      (await post('submissions.contact', contact, 'text/plain')).status,
      (await post('submissions.contact', contact, 'application/x-www-form-urlencoded')).status,
      (await post('submissions.contact', JSON.stringify({ message: 'x'.repeat(200_000) }))).status,
      (await post('submissions.nope', contact)).status,
      (await fetch(`${stack.server.url}/trpc/submissions.contact?input=%7B`)).status,
    ];
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
    expect(changedTables(before, await stack.countRows())).toEqual([]);
  });

  it('answers 4xx to malformed batch calls and to batches over the size limit', async () => {
    const before = await stack.countRows();
    const hostileBatch = JSON.stringify({ 0: '\u0000', 1: [1, 2], 2: { firstName: 7 } });
    const batchUrl = (paths: string[]) => `${stack.server.url}/trpc/${paths.join(',')}?batch=1`;
    const responses = await Promise.all([
      fetch(batchUrl(['submissions.contact', 'submissions.application', 'submissions.contact']), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
        body: hostileBatch,
      }),
      fetch(batchUrl(['submissions.contact']), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
        body: '[]',
      }),
      fetch(batchUrl(['auth.me', 'submissions.contact']), { headers: SAME_ORIGIN }),
      fetch(batchUrl(Array.from({ length: 200 }, () => 'auth.me')), { headers: SAME_ORIGIN }),
    ]);
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(changedTables(before, await stack.countRows())).toEqual([]);
  });
});

describe('a forged list cursor', () => {
  it.each([
    ['a loose date', ['1', '00000000-0000-4000-8000-000000000000']],
    ['an impossible date', ['2026-02-30 10:00:00+00', '00000000-0000-4000-8000-000000000000']],
    ['dashes for an id', ['2026-11-23 02:27:48.123456+00', '-'.repeat(36)]],
  ])('is refused with 400, not 500 (%s)', async (_label, pair) => {
    const cursor = Buffer.from(JSON.stringify(pair), 'utf8').toString('base64url');
    const { status, text } = await callProcedure(
      stack.server.url,
      'admin.contacts.list',
      'query',
      { cursor },
      { cookie: stack.adminCookie() },
    );
    expect(status, text).toBe(400);
  });
});

describe('the NUL byte that once caused a 500', () => {
  it('is stripped from a contact submission, which is stored and answered 200, not 500', async () => {
    const { status, body } = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'Am\u0000ira',
      lastName: 'Khan',
      email: 'nul-byte@academy.example',
      message: 'Hello\u0000 there',
    });
    expect(status).toBe(200);
    const row = await stack.database.db
      .selectFrom('contact_submissions')
      .select(['first_name', 'message'])
      .where('id', '=', body.result.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Amira', message: 'Hello there' });
  });
});
