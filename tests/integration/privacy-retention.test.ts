import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ABANDONED_UPLOAD_AGE_MS, runRetention } from '../../core/privacy/retention-pass';
import { directoryStorage } from '../../core/storage/directory-storage';
import { newObjectKey } from '../../core/storage/object-storage';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { createLogger } from '../../server/logger';
import { createEmailQueue } from '../../server/outbox/email-queue';
import { callerFor } from '../support/trpc-caller';
import {
  createAdmin,
  createApplication,
  createContact,
  createNote,
  createOutboxEmail,
  createStaff,
  createStatusChange,
  OFFER_DETAILS,
} from '../support/factories';
import { startTestWorker } from '../support/running-stack';
import { columnsContaining } from '../support/trace-search';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
let database: IsolatedDatabase;

// Retention scans whole tables: a database of this file's own.
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(() => database.drop());

async function contactAged(days: number) {
  const { id, email } = await createContact(database.db, {
    first_name: 'Ceri',
    last_name: 'Retained',
    created_at: daysAgo(days),
  });
  await createOutboxEmail(database.db, {
    kind: 'contact_ack',
    recipient: email,
    payload: { contactId: id },
    reference_id: id,
    created_at: daysAgo(days),
  });
  await createNote(database.db, { type: 'contact', id }, { body: 'Replied.' });
  return { id, email };
}

async function applicationAged(days: number, status: string, closedDaysAgo: number | null) {
  const { id, email } = await createApplication(database.db, {
    first_name: 'Dai',
    last_name: 'Retained',
    status,
    created_at: daysAgo(days),
    final_status_at: closedDaysAgo === null ? null : daysAgo(closedDaysAgo),
  });
  await createStatusChange(database.db, id, { to_status: status === 'submitted' ? 'under_review' : status });
  return { id, email };
}

async function exists(table: 'contact_submissions' | 'applications', id: string) {
  return (await database.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

describe('the retention pass', () => {
  it('erases each kind on its own clock, wholly, and keeps what is younger or still open', async () => {
    const db = database.db;
    const oldContact = await contactAged(731);
    const youngContact = await contactAged(400);
    const closedLongAgo = await applicationAged(800, 'declined', 366);
    const closedRecently = await applicationAged(800, 'withdrawn', 100);
    const neverClosed = await applicationAged(1000, 'interview', null);
    const offer = await applicationAged(1000, 'offer', null);
    const sentOld = await createOutboxEmail(db, { status: 'sent', sent_at: daysAgo(91), created_at: daysAgo(91) });
    const sentYoung = await createOutboxEmail(db, { status: 'sent', sent_at: daysAgo(89), created_at: daysAgo(89) });
    const pendingOld = await createOutboxEmail(db, { status: 'pending', created_at: daysAgo(200) });
    await db
      .insertInto('audit_log')
      .values({ actor_label: 'system', action: 'auth.signed_in', at: daysAgo(731), details: '{"marker":"old-entry"}' })
      .execute();
    await db
      .insertInto('audit_log')
      .values({
        actor_label: 'system',
        action: 'auth.signed_in',
        at: daysAgo(729),
        details: '{"marker":"young-entry"}',
      })
      .execute();
    // Client IPs are forgotten after 90 days; the entry stays.
    await db
      .insertInto('audit_log')
      .values([
        {
          actor_label: 'system',
          action: 'auth.password_changed',
          at: daysAgo(91),
          ip: '198.51.100.91',
          details: '{"marker":"ip-old"}',
        },
        {
          actor_label: 'system',
          action: 'auth.password_changed',
          at: daysAgo(89),
          ip: '198.51.100.89',
          details: '{"marker":"ip-young"}',
        },
      ])
      .execute();
    const user = await createStaff(db, { label: 'ret-staff' });
    await db
      .insertInto('sessions')
      .values([
        { id: 'expired-session', user_id: user.id, expires_at: daysAgo(1) },
        { id: 'live-session', user_id: user.id, expires_at: daysAgo(-1) },
      ])
      .execute();
    await db
      .insertInto('email_confirmation_tokens')
      .values({ id: 'expired-token', user_id: user.id, expires_at: daysAgo(1) })
      .execute();

    // A batch of 2 makes the pass loop through several short transactions.
    const outcome = await runRetention(db, { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli', batchSize: 2 });
    expect(outcome.ran).toBe(true);
    if (!outcome.ran) return;
    expect(outcome.counts).toEqual({
      contacts: 1,
      closedApplications: 1,
      drafts: 0,
      emailRecords: 1,
      audit: 1,
      auditIps: 1,
      expiredSessions: 1,
      expiredTokens: 1,
      signatures: 0,
      paymentRecords: 0,
      arrivals: 0,
      visits: 0,
      storedObjects: 0,
    });

    expect(await exists('contact_submissions', oldContact.id)).toBe(false);
    expect(await exists('contact_submissions', youngContact.id)).toBe(true);
    expect(await exists('applications', closedLongAgo.id)).toBe(false);
    expect(await exists('applications', closedRecently.id)).toBe(true);
    expect(await exists('applications', neverClosed.id)).toBe(true);
    expect(await exists('applications', offer.id)).toBe(true);
    const outbox = await db
      .selectFrom('email_outbox')
      .select('id')
      .where('id', 'in', [sentOld.id, sentYoung.id, pendingOld.id])
      .execute();
    expect(outbox.map((row) => row.id).sort()).toEqual([sentYoung.id, pendingOld.id].sort());
    const markers = await db.selectFrom('audit_log').select('details').where('action', '=', 'auth.signed_in').execute();
    expect(markers.map((row) => row.details.marker)).toEqual(['young-entry']);
    const ips = await db
      .selectFrom('audit_log')
      .select(['details', 'ip'])
      .where('action', '=', 'auth.password_changed')
      .orderBy('at')
      .execute();
    expect(ips.map((row) => [row.details.marker, row.ip])).toEqual([
      ['ip-old', null],
      ['ip-young', '198.51.100.89'],
    ]);
    expect(
      (await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).map((r) => r.id),
    ).toEqual(['live-session']);
    expect(
      await db.selectFrom('email_confirmation_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);

    // Erased wholly: no table anywhere holds the address or the row's id any more.
    for (const erased of [oldContact, closedLongAgo]) {
      expect(await columnsContaining(db, erased.email)).toEqual([]);
      expect(await columnsContaining(db, erased.id)).toEqual([]);
    }
    expect(await columnsContaining(db, youngContact.email)).not.toEqual([]);

    const run = await db
      .selectFrom('retention_runs')
      .selectAll()
      .where('id', '=', outcome.runId)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ trigger: 'cli', counts: outcome.counts, periods: DEFAULT_RETENTION_PERIODS });
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.retention_run')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_label: 'cli', subject_id: outcome.runId });
  });

  it("starts an application's clock when it is declined or withdrawn, and stops it when it is reopened", async () => {
    const db = database.db;
    const admin = await createAdmin(db, { label: 'clock-admin' });
    const { caller } = callerFor({ db, user: admin });
    const { id } = await applicationAged(10, 'submitted', null);
    const closedAt = async () =>
      (await db.selectFrom('applications').select('final_status_at').where('id', '=', id).executeTakeFirstOrThrow())
        .final_status_at;
    await caller.admin.applications.setStatus({
      id,
      status: 'offer',
      emailApplicant: false,
      confirmedMissingDocuments: DOCUMENT_ITEM_KEYS,
      offer: OFFER_DETAILS,
    });
    expect(await closedAt()).toBeNull();
    await caller.admin.applications.setStatus({ id, status: 'withdrawn', emailApplicant: false });
    expect(Math.abs((await closedAt())!.getTime() - Date.now())).toBeLessThan(60_000);
    await caller.admin.applications.setStatus({ id, status: 'under_review', emailApplicant: false });
    expect(await closedAt()).toBeNull();
  });

  it('sweeps half-written uploads nothing has touched for a day, and leaves younger ones', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    try {
      const incoming = path.join(root, '.incoming');
      await mkdir(incoming);
      // As a crash leaves them: `.incoming/<key>.<random>`, never renamed into place.
      const partial = (age: number) => ({ name: `${newObjectKey()}.${newObjectKey()}`, age });
      const stale = partial(ABANDONED_UPLOAD_AGE_MS + 60_000);
      const young = partial(ABANDONED_UPLOAD_AGE_MS - 60 * 60_000);
      for (const { name, age } of [stale, young]) {
        await writeFile(path.join(incoming, name), 'half of a passport scan');
        const modified = new Date(Date.now() - age);
        await utimes(path.join(incoming, name), modified, modified);
      }
      const outcome = await runRetention(database.db, {
        periods: DEFAULT_RETENTION_PERIODS,
        trigger: 'cli',
        storage: directoryStorage(root),
      });
      expect(outcome.ran && outcome.counts.storedObjects).toBe(1);
      expect(await readdir(incoming)).toEqual([young.name]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('never overlaps: a second pass started while one runs is refused', async () => {
    const db = database.db;
    const first = db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(70502026)`.execute(conn);
      const second = await runRetention(db, { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli' });
      await sql`select pg_advisory_unlock(70502026)`.execute(conn);
      return second;
    });
    expect(await first).toEqual({ ran: false, reason: 'another pass is running' });
  });

  it('runs once per scheduler tick however many workers run', async () => {
    const redisPrefix = uniqueRedisPrefix('retention');
    const env = { RETENTION_CRON: '*/2 * * * * *' };
    const before = await database.db.selectFrom('retention_runs').select('id').execute();
    const workers = await Promise.all(
      [1, 2].map(() => startTestWorker({ databaseUrl: database.url, redisPrefix, smtpUrl: 'smtp://127.0.0.1:1', env })),
    );
    try {
      await Promise.all(workers.map((worker) => worker.retention.scheduled));
      const until = Date.now() + 40_000;
      let runs = await database.db
        .selectFrom('retention_runs')
        .select(['id', 'started_at'])
        .where('trigger', '=', 'schedule')
        .execute();
      while (runs.length < 4 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        runs = await database.db
          .selectFrom('retention_runs')
          .select(['id', 'started_at'])
          .where('trigger', '=', 'schedule')
          .execute();
      }
      expect(runs.length).toBeGreaterThanOrEqual(4);
      const jobs = await workers[0]!.retention.queue.getJobs(['completed', 'failed']);
      // One job per tick, however many workers share the schedule: each job is due at a tick of its own.
      const dueSeconds = jobs.map((job) => Math.round((job.timestamp + (job.opts.delay ?? 0)) / 1000));
      expect(new Set(dueSeconds).size).toBe(jobs.length);
      // None failed. A pass that outlasts the two seconds to the next tick (a loaded machine)
      // makes that tick's job meet the lock and step aside, as the test above shows; any other
      // outcome is a fault.
      for (const job of jobs) {
        expect([{ ran: true }, { ran: false, reason: 'another pass is running' }]).toContainEqual(
          job.returnvalue?.ran ? { ran: true } : job.returnvalue,
        );
      }
      const seconds = runs.map((run) => Math.floor(run.started_at.getTime() / 1000));
      expect(new Set(seconds).size).toBe(seconds.length);
      expect(before.length + runs.length).toBe(
        (await database.db.selectFrom('retention_runs').select('id').execute()).length,
      );

      // The dashboard's screen, through the server's own queue connection: the runs, the next
      // tick, the periods and the open applications older than the contact period.
      const redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
      const emailQueue = createEmailQueue(redis, redisPrefix, createLogger('silent'));
      try {
        const admin = await createAdmin(database.db, { label: 'dp-admin' });
        const overview = await callerFor({ db: database.db, user: admin, emailQueue }).caller.admin.privacy.overview();
        expect(overview.periods).toEqual(DEFAULT_RETENTION_PERIODS);
        expect(overview.runs.length).toBeGreaterThanOrEqual(4);
        expect(Date.parse(overview.nextRunAt!)).toBeGreaterThan(Date.now() - 2_000);
        expect(overview.staleApplications.map((item) => item.status).sort()).toEqual(['interview', 'offer']);
      } finally {
        await emailQueue.close();
        redis.disconnect();
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
    }
  }, 60_000);
});
