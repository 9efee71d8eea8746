import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import type { RunningServer } from '../../server/start-server';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { applicationValues, contactValues, createAdmin, createStaff, type TestUser } from '../support/factories';
import { startTestServer } from '../support/running-stack';

// Its own database: the export and the audit log are read whole.
let database: IsolatedDatabase;
let server: RunningServer;
let admin: TestUser;
let adminCookie: string;

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function cookieFor(user: TestUser): Promise<string> {
  const { token } = await createSession(database.db, user.id);
  return `session=${token}`;
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
}

/** The body as the file a spreadsheet would open: BOM checked and removed, split into records. */
async function records(response: Response): Promise<string[]> {
  // Read the bytes: response.text() would drop the BOM this checks for.
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

async function exportAudits() {
  return database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'submission.exported_csv')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  database = await createIsolatedDatabase();
  server = await startTestServer({ databaseUrl: database.url, redisPrefix: uniqueRedisPrefix('csv') });
  admin = await createAdmin(database.db, { label: 'exporter' });
  adminCookie = await cookieFor(admin);
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('GET /admin/export/applications.csv', () => {
  it('streams the filtered list with a BOM, RFC 4180 quoting, neutralised formulas, and writes one audit entry', async () => {
    const marker = `csv${Date.now()}`;
    await database.db
      .insertInto('applications')
      .values([
        applicationValues({
          first_name: '=HYPERLINK("http://evil.example")',
          last_name: `${marker}, Jr`,
          created_at: new Date(Date.now() - 60_000),
        }),
        applicationValues({
          first_name: 'Other',
          last_name: marker,
          status: 'offer',
          motivation: 'line one\nline two',
        }),
        applicationValues({ first_name: 'Unrelated', last_name: 'Person' }),
      ])
      .execute();
    const search = `${marker}`;

    const response = await get(`/admin/export/applications.csv?search=${encodeURIComponent(search)}&status=`, {
      cookie: adminCookie,
      ...SAME_ORIGIN,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = (await records(response)).join('\r\n');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^Submitted at \(UTC\),Status,First name,Last name,Email/);
    // Newest first, as the list shows them; the quoted line break stays inside its cell.
    expect(lines[1]).toMatch(/^[^,]+,Offer,Other,/);
    expect(text).toContain('"line one\nline two"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")","${marker}, Jr"`);
    expect(text).not.toContain('Unrelated');

    const filtered = await get(`/admin/export/applications.csv?status=offer&search=${search}`, {
      cookie: adminCookie,
      ...SAME_ORIGIN,
    });
    const offerLines = (await records(filtered)).join('\r\n');
    expect(offerLines).toContain('Other');
    expect(offerLines).not.toContain('HYPERLINK');

    const audits = await exportAudits();
    expect(
      audits.slice(-2).map((entry) => ({
        actor: entry.actor_id,
        subject: [entry.subject_type, entry.subject_id],
        details: entry.details,
        ip: entry.ip,
      })),
    ).toEqual([
      {
        actor: admin.id,
        subject: ['applications', '*'],
        details: { status: null, searched: true, rowCount: 2 },
        ip: expect.any(String),
      },
      {
        actor: admin.id,
        subject: ['applications', '*'],
        details: { status: 'offer', searched: true, rowCount: 1 },
        ip: expect.any(String),
      },
    ]);
    // The search text itself is never kept.
    expect(JSON.stringify(audits)).not.toContain(marker);
  });

  it('exports every row across many batches in list order', async () => {
    const marker = `many${Date.now()}`;
    await database.db
      .insertInto('applications')
      .values(Array.from({ length: 2_345 }, (_, i) => applicationValues({ last_name: `${marker}-${i}` })))
      .execute();
    const response = await get(`/admin/export/applications.csv?search=${marker}`, {
      cookie: adminCookie,
      ...SAME_ORIGIN,
    });
    const lines = (await records(response)).slice(1);
    expect(lines).toHaveLength(2_345);
    const ids = lines.map((line) => line.split(',').at(-1));
    expect(new Set(ids).size).toBe(2_345);
    const times = lines.map((line) => line.split(',')[0]!);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad filters with 400 and writes nothing', async () => {
    const before = (await exportAudits()).length;
    for (const query of ['status=nonsense', `search=${'x'.repeat(201)}`, 'status=offer&status=declined']) {
      const response = await get(`/admin/export/applications.csv?${query}`, { cookie: adminCookie, ...SAME_ORIGIN });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
    expect((await exportAudits()).length).toBe(before);
  });
});

describe('GET /admin/export/contacts.csv', () => {
  it('streams the contact messages matching the search', async () => {
    const marker = `contact${Date.now()}`;
    await database.db
      .insertInto('contact_submissions')
      .values([
        contactValues({ first_name: 'Siân', last_name: marker, message: 'Do you teach "Welsh", too?' }),
        contactValues({ first_name: 'Nobody', last_name: 'Else', message: 'Hi' }),
      ])
      .execute();
    const response = await get(`/admin/export/contacts.csv?search=${marker}`, {
      cookie: adminCookie,
      'sec-fetch-site': 'none',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = await records(response);
    expect(lines[0]).toBe('Submitted at (UTC),First name,Last name,Email,Phone,Programme interest,Message,Language,Id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Siân,${marker},`);
    expect(lines[1]).toContain('"Do you teach ""Welsh"", too?"');
    expect((await exportAudits()).at(-1)).toMatchObject({
      subject_type: 'contacts',
      details: { status: null, searched: true, rowCount: 1 },
    });
  });
});

describe('who may export', () => {
  const paths = ['/admin/export/applications.csv', '/admin/export/contacts.csv'];

  it.each(paths)('%s: anonymous gets 401, or a redirect to sign-in when a browser asks for a page', async (path) => {
    expect((await get(path, SAME_ORIGIN)).status).toBe(401);
    const page = await get(path, { ...SAME_ORIGIN, accept: 'text/html' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
  });

  it.each(paths)('%s: a confirmed account without the role, or an unconfirmed admin, gets 403', async (path) => {
    const staff = await cookieFor(await createStaff(database.db, { label: 'staff' }));
    const unconfirmed = await cookieFor(await createAdmin(database.db, { confirmed: false, label: 'pending' }));
    const before = (await exportAudits()).length;
    expect((await get(path, { cookie: staff, ...SAME_ORIGIN })).status).toBe(403);
    expect((await get(path, { cookie: unconfirmed, ...SAME_ORIGIN })).status).toBe(403);
    expect((await exportAudits()).length).toBe(before);
  });

  it.each(paths)('%s: refuses an admin request another site started, by Sec-Fetch-Site or Referer', async (path) => {
    const before = (await exportAudits()).length;
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      const response = await get(path, { cookie: adminCookie, ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).not.toContain('Submitted at');
    }
    expect((await exportAudits()).length).toBe(before);
    // A client that sends neither header (curl with the admin's cookie) is not a cross-site browser request.
    const plain = await get(path, { cookie: adminCookie });
    expect(plain.status).toBe(200);
    await plain.arrayBuffer(); // the audit entry lands before the last chunk
  });

  it('follows the shared admin rule: with REQUIRE_ADMIN_2FA an admin without a verified second factor gets 403', async () => {
    const strict = await startTestServer({
      databaseUrl: database.url,
      redisPrefix: uniqueRedisPrefix('csv-2fa'),
      env: { REQUIRE_ADMIN_2FA: 'true' },
    });
    try {
      const before = (await exportAudits()).length;
      const response = await fetch(`${strict.url}/admin/export/applications.csv`, {
        headers: { cookie: adminCookie, ...SAME_ORIGIN },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('Submitted at');
      expect((await exportAudits()).length).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
