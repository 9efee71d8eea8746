import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../db/client';
import { createSession } from '../server/auth/sessions';
import { freePort } from '../tests/support/services/free-port';
import { startBenchProcess, waitForHealthy } from './server-process';
import { percentile } from './stats';

export interface ReadTiming {
  name: string;
  p50Ms: number;
  p95Ms: number;
}

export interface CsvTiming {
  kind: string;
  rows: number;
  firstByteMs: number;
  totalMs: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface DashboardResult {
  rows: number;
  reads: ReadTiming[];
  csv: CsvTiming[];
}

/**
 * Stage 4: the dashboard at `rows` applications and `rows` contact messages (a third opened),
 * against the production server process. Each of the first screen's reads is timed alone over
 * HTTP with an admin's session, then each CSV export is downloaded whole while the server's
 * resident memory is sampled.
 */
/**
 * The bench admin signs in with a session made directly, without enrolling two-factor, which
 * production otherwise requires before any applicant data (docs/decisions/063-two-factor.md).
 */
const NO_SECOND_FACTOR = { REQUIRE_ADMIN_2FA: 'false' };

export async function measureDashboard(options: {
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  rows: number;
  samples: number;
  nodeArgs: string[];
}): Promise<DashboardResult> {
  const db = createDb({ connectionString: options.databaseUrl, max: 2 });
  let cookie: string;
  try {
    await seed(db, options.rows);
    const admin = await db
      .insertInto('users')
      .values({
        email: 'bench-admin@example.com',
        password_hash: 'not-a-hash',
        email_confirmed_at: new Date(),
        is_admin: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cookie = `session=${(await createSession(db, admin.id)).token}`;
  } finally {
    await db.destroy();
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startBenchProcess(
    'dist/server/main.js',
    { ...options.env, PORT: String(port), APP_URL: url, LOG_LEVEL: 'info', ...NO_SECOND_FACTOR },
    path.join(options.logDir, 'dashboard-server.log'),
    options.nodeArgs,
  );
  try {
    await waitForHealthy(`${url}/healthz`, server.child);
    const headers = { cookie, 'sec-fetch-site': 'same-origin' };
    const read = async (name: string, procedure: string, input?: unknown): Promise<ReadTiming> => {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const times: number[] = [];
      for (let i = 0; i < options.samples + 10; i += 1) {
        const started = performance.now();
        const response = await fetch(`${url}/trpc/${procedure}${query}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
        if (i >= 10) times.push(performance.now() - started); // the first ten warm caches and plans
      }
      return { name, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
    };
    const reads = [
      await read('admin.counts', 'admin.counts'),
      await read('admin.applications.list (first page)', 'admin.applications.list', {}),
      await read('admin.contacts.list (first page)', 'admin.contacts.list', {}),
      await read('admin.team.list', 'admin.team.list'),
      await read('admin.applications.list, status filter', 'admin.applications.list', { status: 'interview' }),
      await read('admin.applications.list, search', 'admin.applications.list', { search: 'applicant 4242' }),
      await read('admin.contacts.list, search', 'admin.contacts.list', { search: 'enquirer 4242' }),
    ];

    const csv: CsvTiming[] = [];
    for (const kind of ['applications', 'contacts']) {
      const rssBeforeMb = currentRssMb(server.pid);
      let rssPeakMb = rssBeforeMb;
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, currentRssMb(server.pid))), 20);
      const started = performance.now();
      const response = await fetch(`${url}/admin/export/${kind}.csv`, { headers });
      if (!response.ok || !response.body) throw new Error(`CSV export answered ${response.status}`);
      let firstByteMs = 0;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body) {
        if (!bytes) firstByteMs = performance.now() - started;
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      clearInterval(sampler);
      // Quoted cells never hold a line break here, so lines - header = rows.
      csv.push({
        kind,
        rows: lines - 1,
        firstByteMs,
        totalMs: performance.now() - started,
        megabytes: bytes / 1e6,
        rssBeforeMb,
        rssPeakMb,
      });
    }
    return { rows: options.rows, reads, csv };
  } finally {
    await server.stop();
  }
}

function currentRssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function seed(db: ReturnType<typeof createDb>, rows: number): Promise<void> {
  // Every application names its intake (decision 128).
  await sql`
    insert into intakes (programme, starts_on, deadline, state) values ('alevel', '2026-09-01', '2026-08-31', 'closed')
    on conflict (programme, starts_on) do nothing
  `.execute(db);
  await sql`
    insert into applications (created_at, first_name, last_name, date_of_birth, nationality, email, phone, address, city,
      postal_code, country, programme, start_date, motivation, status)
    select now() - (i || ' minutes')::interval, 'Bench', 'Applicant ' || i, '2005-04-01', 'Welsh',
      'applicant-' || i || '@example.com', '029 2018 0' || lpad((i % 1000)::text, 3, '0'), '1 Bench Street', 'Cardiff',
      'CF10 1AA', 'United Kingdom', 'alevel', '2026-09-01', 'I would like to study at the academy.',
      (array['submitted', 'under_review', 'interview', 'offer', 'declined', 'withdrawn'])[1 + i % 6]
    from generate_series(1, ${rows}) as i
  `.execute(db);
  await sql`
    insert into contact_submissions (created_at, first_name, last_name, email, message)
    select now() - (i || ' minutes')::interval, 'Bench', 'Enquirer ' || i, 'enquirer-' || i || '@example.com',
      'A question about courses, number ' || i
    from generate_series(1, ${rows}) as i
  `.execute(db);
  await sql`
    insert into submission_openings (submission_id, submission_type)
    select id, 'application' from applications where random() < 0.33
    union all
    select id, 'contact' from contact_submissions where random() < 0.33
  `.execute(db);
  await sql`analyze`.execute(db);
}
