import { Writable } from 'node:stream';
import fc from 'fast-check';
import { pino } from 'pino';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import type { RunningServer } from '../../server/start-server';
import { appRouter } from '../../server/trpc/app-router';
import { applicationInput } from '../support/form-inputs';
import { inputsFor } from '../support/fuzz/procedure-inputs';
import { startTestServer } from '../support/running-stack';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

/**
 * The direct handler of the public forms' mutations (server/http/direct-mutations.ts) against
 * tRPC's own HTTP adapter: the same requests to a server with it and to one without, and the
 * answers compared whole: status, every header but Date, and the body.
 */
const APP_URL = 'http://127.0.0.1:3000';
const JSON_TYPE = { 'content-type': 'application/json' };
const SAME_ORIGIN = { origin: APP_URL };
const FUZZ_RUNS = Math.max(50, Math.round(Number(process.env.FUZZ_RUNS ?? 2_000) / 10));

interface Sent {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let database: IsolatedDatabase;
let direct: RunningServer;
let adapter: RunningServer;
let requestNumber = 0;

async function send(server: RunningServer, { method = 'POST', path, headers = {}, body }: Sent, requestId: string): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, { method, headers: { ...headers, 'x-request-id': requestId }, body });
  const answerHeaders = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: answerHeaders, body: await response.text() };
}

/** Submission ids are random on each side; everything else must match to the byte. */
const sameIds = (answer: Answer): Answer => ({
  ...answer,
  body: answer.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>'),
});

/** One request to each server, one after the other, with the same request id. */
async function both(request: Sent): Promise<[Answer, Answer]> {
  requestNumber += 1;
  const requestId = `equivalence-${String(requestNumber).padStart(6, '0')}`;
  const viaDirect = await send(direct, request, requestId);
  const viaAdapter = await send(adapter, request, requestId);
  return [sameIds(viaDirect), sameIds(viaAdapter)];
}

async function expectSameAnswer(request: Sent): Promise<Answer> {
  const [viaDirect, viaAdapter] = await both(request);
  expect(viaDirect, JSON.stringify(request).slice(0, 500)).toEqual(viaAdapter);
  return viaDirect;
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('direct'),
  message: 'Hello',
  ...overrides,
});
const post = (path: string, input: unknown, headers: Record<string, string> = {}): Sent => ({
  path,
  headers: { ...JSON_TYPE, ...SAME_ORIGIN, ...headers },
  body: typeof input === 'string' ? input : JSON.stringify(input),
});

type LogLine = Record<string, unknown>;

function logInto(lines: LogLine[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return pino({ level: 'error' }, sink);
}

async function startPair(label: string, env: Record<string, string>, logs: [LogLine[], LogLine[]] = [[], []]) {
  const options = { databaseUrl: database.url, env: { APP_URL, ...env } };
  return [
    await startTestServer({ ...options, redisPrefix: uniqueRedisPrefix(`${label}-direct`) }, { logger: logInto(logs[0]) }),
    await startTestServer({ ...options, redisPrefix: uniqueRedisPrefix(`${label}-adapter`) }, { logger: logInto(logs[1]), adapterOnly: true }),
  ] as const;
}

beforeAll(async () => {
  database = await createIsolatedDatabase();
  [direct, adapter] = await startPair('equivalence', { SUBMIT_LIMIT_PER_MINUTE: '1000000000' });
});
afterAll(async () => {
  await direct?.close();
  await adapter?.close();
  await database?.drop();
});

describe('the direct mutation handler answers as tRPC’s adapter does', () => {
  it('for valid submissions, unbatched and as a batch of one', async () => {
    const answer = await expectSameAnswer(post('/trpc/submissions.contact', contact()));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"result":{"data":{"id":"<uuid>"}}}');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    await expectSameAnswer(post('/trpc/submissions.contact?batch=1', { 0: contact() }));
    await expectSameAnswer(post('/trpc/submissions.application', applicationInput()));
    await expectSameAnswer(post('/trpc/submissions.application?batch=1', { 0: applicationInput() }));
    await expectSameAnswer(post('/trpc/submissions.contact', contact({ website: 'http://spam.example' })));
    await expectSameAnswer(post('/trpc/submissions.contact', contact(), { 'content-type': 'application/json; charset=utf-8' }));
  });

  it('for validation errors, with the first field message', async () => {
    const answer = await expectSameAnswer(post('/trpc/submissions.contact', contact({ email: 'not an address' })));
    expect(answer.status).toBe(400);
    for (const input of [{}, [], contact({ message: 'x'.repeat(5001) }), contact({ firstName: 7 }), { 0: contact() }, '{"__proto__":{"isAdmin":true},"firstName":"A"}']) {
      await expectSameAnswer(post('/trpc/submissions.contact', input));
      await expectSameAnswer(post('/trpc/submissions.contact?batch=1', { 0: input }));
    }
    await expectSameAnswer(post('/trpc/submissions.application', applicationInput({ dateOfBirth: 'yesterday' })));
    await expectSameAnswer(post('/trpc/submissions.contact?batch=1', {}));
    await expectSameAnswer(post('/trpc/submissions.contact?batch=1', { 0: null }));
    await expectSameAnswer(post('/trpc/submissions.contact?batch=1', [contact()]));
    await expectSameAnswer(post('/trpc/submissions.contact?batch=1', '"text"'));
    await expectSameAnswer(post('/trpc/submissions.contact', ''));
  });

  it('for malformed bodies, other content types, methods, paths and query strings', async () => {
    const requests: Sent[] = [
      post('/trpc/submissions.contact', '{"firstName":'),
      post('/trpc/submissions.contact', 'null'),
      post('/trpc/submissions.contact', JSON.stringify({ message: 'x'.repeat(200_000) })),
      post('/trpc/submissions.contact', contact(), { 'content-type': 'text/plain' }),
      post('/trpc/submissions.contact', contact(), { 'content-type': 'Application/JSON' }),
      post('/trpc/submissions.contact', contact(), { 'content-type': 'application/jsonx' }),
      { path: '/trpc/submissions.contact', headers: SAME_ORIGIN, body: JSON.stringify(contact()) },
      { method: 'GET', path: '/trpc/submissions.contact', headers: SAME_ORIGIN },
      { method: 'GET', path: `/trpc/submissions.contact?input=${encodeURIComponent(JSON.stringify(contact()))}`, headers: SAME_ORIGIN },
      { method: 'PUT', path: '/trpc/submissions.contact', headers: { ...JSON_TYPE, ...SAME_ORIGIN }, body: JSON.stringify(contact()) },
      { method: 'DELETE', path: '/trpc/submissions.contact', headers: SAME_ORIGIN },
      post('/trpc/submissions.nothing', contact()),
      post('/trpc/submissions%2Econtact', contact()),
      post('/trpc/extra/submissions.contact', contact()),
      post('/trpc/submissions.contact/', contact()),
      post('/trpc/auth.signOut', {}),
      post('/trpc/submissions.contact,submissions.contact?batch=1', { 0: contact(), 1: contact() }),
      post('/trpc/submissions.contact?batch=1&x=1', { 0: contact() }),
      post('/trpc/submissions.contact?batch=0', contact()),
      post('/trpc/submissions.contact?', contact()),
      post('/trpc/submissions.contact?batch=1', { 0: contact() }, { 'trpc-accept': 'application/jsonl' }),
      post('/trpc/submissions.contact', contact(), { accept: 'application/jsonl' }),
      post('/trpc/submissions.contact', contact(), { accept: 'application/json' }),
    ];
    for (const request of requests) await expectSameAnswer(request);
  });

  it('for cross-origin requests and stale session cookies', async () => {
    await expectSameAnswer(post('/trpc/submissions.contact', contact(), { origin: 'https://evil.example' }));
    await expectSameAnswer(post('/trpc/submissions.contact', contact(), { 'sec-fetch-site': 'cross-site' }));
    await expectSameAnswer({ path: '/trpc/submissions.contact', headers: JSON_TYPE, body: JSON.stringify(contact()) });
    const answer = await expectSameAnswer(post('/trpc/submissions.contact', contact(), { cookie: 'session=not-a-session' }));
    expect(answer.headers['set-cookie']).toBeDefined();
  });

  it('for hostile inputs generated from the forms’ schemas', async () => {
    for (const path of ['submissions.contact', 'submissions.application']) {
      const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: z.ZodType[] } }>)[path]!;
      await fc.assert(
        fc.asyncProperty(inputsFor(procedure._def.inputs), fc.boolean(), async (input, batched) => {
          const request = batched ? post(`/trpc/${path}?batch=1`, { 0: input }) : post(`/trpc/${path}`, input === undefined ? '' : input);
          const [viaDirect, viaAdapter] = await both(request);
          expect(viaDirect).toEqual(viaAdapter);
        }),
        { numRuns: FUZZ_RUNS },
      );
    }
  }, 120_000);
});

describe('rate-limit refusals', () => {
  let limitedDirect: RunningServer;
  let limitedAdapter: RunningServer;
  beforeAll(async () => {
    [limitedDirect, limitedAdapter] = await startPair('limited', { SUBMIT_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await limitedDirect?.close();
    await limitedAdapter?.close();
  });

  it('are the same answer, Retry-After included', async () => {
    const answers: Answer[][] = [];
    for (const request of [post('/trpc/submissions.contact', contact()), post('/trpc/submissions.contact?batch=1', { 0: contact() })]) {
      for (let i = 0; i < 3; i += 1) {
        // Both limiters started within milliseconds of each other, so their waits round alike.
        const viaDirect = sameIds(await send(limitedDirect, request, `limited-${i}`));
        const viaAdapter = sameIds(await send(limitedAdapter, request, `limited-${i}`));
        answers.push([viaDirect, viaAdapter]);
      }
    }
    for (const [viaDirect, viaAdapter] of answers) expect(viaDirect).toEqual(viaAdapter);
    const refused = answers.map(([viaDirect]) => viaDirect!).filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused[0]!.body).toContain('You have sent several forms in a short time');
  });
});

describe('internal errors', () => {
  const logs: [LogLine[], LogLine[]] = [[], []];
  let failingDirect: RunningServer;
  let failingAdapter: RunningServer;
  // Nothing listens on port 1: every query fails as a lost database would.
  const deadDb = createDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
  beforeAll(async () => {
    [failingDirect, failingAdapter] = await startPair('failing', { SUBMIT_LIMIT_PER_MINUTE: '1000000000' }, logs);
    failingDirect.services.db = deadDb;
    failingAdapter.services.db = deadDb;
  });
  afterAll(async () => {
    await failingDirect?.close();
    await failingAdapter?.close();
    await deadDb.destroy();
  });

  it('are the same generic answer and the same one log line, in the procedure or building the context', async () => {
    const requests = [
      post('/trpc/submissions.contact', contact()),
      post('/trpc/submissions.contact?batch=1', { 0: contact() }),
      post('/trpc/submissions.application', applicationInput(), { cookie: 'session=a-session-the-dead-database-cannot-check' }),
    ];
    for (const [i, request] of requests.entries()) {
      const requestId = `failing-${i}`;
      const viaDirect = await send(failingDirect, request, requestId);
      const viaAdapter = await send(failingAdapter, request, requestId);
      expect(viaDirect).toEqual(viaAdapter);
      expect(viaDirect.status).toBe(500);
    }
    const logged = (lines: LogLine[]) => lines.map(({ msg, procedure, requestId }) => ({ msg, procedure, requestId }));
    expect(logged(logs[0])).toEqual(logged(logs[1]));
    expect(logged(logs[0])).toEqual(requests.map((_, i) => ({ msg: 'procedure failed', procedure: i === 2 ? 'submissions.application' : 'submissions.contact', requestId: `failing-${i}` })));
  });
});
