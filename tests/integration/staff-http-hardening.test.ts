import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_QUEUE_NAME } from '../../core/outbox/email-outbox';
import { createSession } from '../../server/auth/sessions';
import type { RunningServer } from '../../server/start-server';
import { TRPC_MAX_BATCH_SIZE } from '../../domain/api-limits';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { TWO_FACTOR_CODE_REQUIRED } from '../../server/auth/admin-access';
import { createAdmin } from '../support/factories';
import { enrolTwoFactor } from '../support/two-factor';
import { startTestServer } from '../support/running-stack';

const db = testDb();
const ORIGIN = 'http://127.0.0.1:3000';
let server: RunningServer;
let adminCookie: string;

beforeAll(async () => {
  // No web build in integration tests: a stand-in page behind the same headers as the real ones.
  server = await startTestServer(
    { redisPrefix: uniqueRedisPrefix('hardening') },
    {
      mountExtras: (app) =>
        void app.get(
          /^\/(admin|auth|about)(\/.*)?$/,
          (_req, res) => void res.send('<!doctype html><title>page</title>'),
        ),
    },
  );
  const admin = await createAdmin(db, { label: 'hardening-admin' });
  adminCookie = `session=${(await createSession(db, admin.id)).token}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
const query = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

describe('caching of personal data', () => {
  it('sends admin answers, and their errors, with Cache-Control: no-store', async () => {
    const ok = await get(query('admin.applications.list', {}), { cookie: adminCookie });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await get(query('admin.applications.list', {}));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const me = await get('/trpc/auth.me', { cookie: adminCookie });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('sends staff pages with no-store and public pages without it', async () => {
    expect((await get('/admin')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/auth/confirm')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/about')).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('content security policy', () => {
  it('allows no third-party host on any page, and no framing on staff pages', async () => {
    for (const path of ['/admin', '/auth', '/auth/confirm', '/admin/queues']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).not.toMatch(/https?:\/\//);
      expect(csp, path).toContain("frame-src 'none'");
    }
    // The Arabic pages are the site's own: no translation widget, so no other host.
    const publicCsp = (await get('/about')).headers.get('content-security-policy') ?? '';
    expect(publicCsp).toContain("default-src 'self'");
    expect(publicCsp).not.toMatch(/https?:\/\//);
    expect(publicCsp).not.toMatch(/google|gstatic/);
  });
});

describe('tRPC batches', () => {
  const batch = (size: number) =>
    get(`/trpc/${Array(size).fill('auth.me').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`);

  it(`answers a batch of ${TRPC_MAX_BATCH_SIZE} calls and refuses a larger one with 400`, async () => {
    expect((await batch(TRPC_MAX_BATCH_SIZE)).status).toBe(200);
    expect((await batch(TRPC_MAX_BATCH_SIZE + 1)).status).toBe(400);
  });
});

describe('odd input gets a 4xx, never a 500', () => {
  it('treats a malformed session cookie as signed out', async () => {
    const response = await get('/trpc/auth.me', { cookie: 'session=%E0%A4%A' });
    expect(response.status).toBe(200);
    expect((await response.json()).result.data).toBeNull();
    expect((await get(query('admin.counts', {}), { cookie: 'session=%' })).status).toBe(401);
  });

  it('answers a crafted list cursor with 400', async () => {
    const crafted = Buffer.from(JSON.stringify(['0000-01-01 00:00:00+00', '-'.repeat(36)])).toString('base64url');
    for (const cursor of [
      crafted,
      Buffer.from(JSON.stringify(['1', '0b7e3c52-5a0c-4d8e-9f57-1f5d3c2a9b10'])).toString('base64url'),
    ]) {
      const response = await get(query('admin.applications.list', { cursor }), { cookie: adminCookie });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe('The list position is not valid. Please reload the list.');
    }
  });
});

describe('Bull Board', () => {
  const base = `/admin/queues/api/queues/${EMAIL_QUEUE_NAME}`;
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { cookie: adminCookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('shows the queue to an admin, read-only', async () => {
    const response = await get('/admin/queues/api/queues', { cookie: adminCookie });
    expect(response.status).toBe(200);
    const { queues } = (await response.json()) as { queues: Array<{ name: string; readOnlyMode: boolean }> };
    expect(queues.find((q) => q.name === EMAIL_QUEUE_NAME)?.readOnlyMode).toBe(true);
  });

  it('refuses an admin whose session still owes its two-factor code, and sends the browser to /admin for it', async () => {
    const { user } = await enrolTwoFactor(db, await createAdmin(db, { label: 'board-2fa' }));
    const cookie = `session=${(await createSession(db, user.id)).token}`;
    const api = await get('/admin/queues/api/queues', { cookie });
    expect(api.status).toBe(403);
    expect((await api.json()).error.message).toBe(TWO_FACTOR_CODE_REQUIRED);
    const page = await get('/admin/queues', { cookie, accept: 'text/html' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/admin');
  });

  it.each([
    ['add a job', 'POST', `${base}/add`, { name: 'send-email', data: { outboxId: 'x' } }],
    ['retry failed jobs', 'PUT', `${base}/retry/failed`, undefined],
    ['clean completed jobs', 'PUT', `${base}/clean/completed`, undefined],
    ['empty the queue', 'PUT', `${base}/empty`, undefined],
    ['obliterate the queue', 'PUT', `${base}/obliterate`, undefined],
    ['pause every queue', 'PUT', '/admin/queues/api/queues/pause', undefined],
    ['edit a job', 'PATCH', `${base}/some-job/update-data`, { data: {} }],
    ['remove a job', 'DELETE', `${base}/some-job`, undefined],
  ])('refuses to %s (405) and changes nothing', async (_label, method, path, body) => {
    const before = await server.services.emailQueue.queue.getJobCounts();
    const response = await send(method, path, body);
    expect(response.status).toBe(405);
    expect(await server.services.emailQueue.queue.getJobCounts()).toEqual(before);
    expect(await server.services.emailQueue.queue.isPaused()).toBe(false);
  });
});
