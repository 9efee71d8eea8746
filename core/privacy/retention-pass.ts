import { sql, type Kysely, type Transaction } from 'kysely';
import { EXPIRED_APPLICANT_LINK_KEPT_MS } from '../accounts/account-tokens';
import { removeDueObjects } from '../documents/object-removals';
import type { ObjectStorage } from '../storage/object-storage';
import { FINAL_APPLICATION_STATUSES, type RetentionPeriods } from '../../domain/retention-periods';
import { deleteExpiredAuditEntries, dropOldAuditIps, recordAudit } from '../audit/audit-log';
import type { Database } from '../../db/types';
import { schoolDate } from '../../domain/intakes';
import { ARRIVAL_KEPT_DAYS } from '../../domain/enrolment';
import { paymentsKeptAfter } from '../../domain/payments';
import { eraseSubmissions, removeEmailJobs, type EmailJobRemover } from './erase-records';

/** Rows per short transaction: small enough that no lock is held for long. */
export const RETENTION_BATCH_SIZE = 500;
/** pg_try_advisory_lock key: one retention pass at a time, whether from the worker or the shell. */
const RETENTION_LOCK_KEY = 7_050_2026;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A half-written upload untouched this long belongs to a process that died: each pass sweeps it. */
export const ABANDONED_UPLOAD_AGE_MS = DAY_MS;
/** An acceptance's signature is kept six years, leap days included (the limitation period for a claim on a contract). */
export const SIGNATURES_KEPT_MS = (6 * 365 + 2) * DAY_MS;

export interface RetentionCounts {
  contacts: number;
  closedApplications: number;
  /** Application drafts left unchanged for RETAIN_DRAFTS_DAYS. */
  drafts: number;
  emailRecords: number;
  audit: number;
  /** Audit entries past 90 days whose client IP was forgotten. */
  auditIps: number;
  expiredSessions: number;
  expiredTokens: number;
  /** Acceptances six years old whose application is gone (decision 135). */
  signatures: number;
  /** Payment records past six years from the end of their financial year, whose application is gone (decision 138). */
  paymentRecords: number;
  /** Arrivals whose date is more than ARRIVAL_KEPT_DAYS past (decision 139). */
  arrivals: number;
  /** Campus visits past RETAIN_VISITS_DAYS from a family with no application. */
  visits: number;
  /** Stored documents removed: their rows erased, quarantined or replaced, or uploads that never finished (their leases, and half-written files). */
  storedObjects: number;
}

export type RetentionOutcome =
  | { ran: true; runId: string; startedAt: Date; finishedAt: Date; counts: RetentionCounts; periods: RetentionPeriods }
  | { ran: false; reason: 'another pass is running' };

export interface RetentionOptions {
  periods: RetentionPeriods;
  trigger: 'schedule' | 'cli';
  now?: Date;
  /** The e-mail queue, so jobs naming erased outbox rows go too. */
  emailQueue?: EmailJobRemover;
  /** Where documents are stored, so the objects of erased rows go too. */
  storage?: ObjectStorage;
  batchSize?: number;
}

type Conn = Kysely<Database>;
type Trx = Transaction<Database>;

/** Erases in short transactions until a batch comes back smaller than asked for. */
async function inBatches(conn: Conn, batch: (trx: Trx) => Promise<number>, size: number): Promise<number> {
  let total = 0;
  for (;;) {
    const erased = await conn.transaction().execute(batch);
    total += erased;
    if (erased < size) return total;
  }
}

/**
 * The retention pass (docs/decisions/050-retention.md): erases each kind of record wholly once
 * its period has passed, records a summary, and says what it did. Returns `ran: false` when
 * another pass holds the lock.
 */
export async function runRetention(db: Conn, options: RetentionOptions): Promise<RetentionOutcome> {
  const { periods, trigger, emailQueue } = options;
  const size = options.batchSize ?? RETENTION_BATCH_SIZE;
  const startedAt = options.now ?? new Date();
  const cutoff = (days: number) => new Date(startedAt.getTime() - days * DAY_MS);

  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${RETENTION_LOCK_KEY}) as locked`.execute(conn);
    if (!rows[0]?.locked) return { ran: false as const, reason: 'another pass is running' as const };
    try {
      const outboxIds: string[] = [];
      const eraseDue = (type: 'contact' | 'application', select: (trx: Trx) => Promise<{ id: string }[]>) =>
        inBatches(
          conn,
          async (trx) => {
            const ids = (await select(trx)).map((row) => row.id);
            const erased = await eraseSubmissions(trx, type, ids);
            outboxIds.push(...erased.outboxIds);
            return ids.length;
          },
          size,
        );

      const contacts = await eraseDue('contact', (trx) =>
        trx
          .selectFrom('contact_submissions')
          .select('id')
          .where('created_at', '<', cutoff(periods.contacts))
          .limit(size)
          .forUpdate()
          .skipLocked()
          .execute(),
      );
      const closedApplications = await eraseDue('application', (trx) =>
        trx
          .selectFrom('applications')
          .select('id')
          .where('status', 'in', [...FINAL_APPLICATION_STATUSES])
          .where('final_status_at', '<', cutoff(periods.closedApplications))
          .limit(size)
          .forUpdate()
          .skipLocked()
          .execute(),
      );
      const drafts = await inBatches(
        conn,
        async (trx) => {
          const { rows: erased } = await sql<{ id: string }>`
            delete from application_drafts where id in (
              select id from application_drafts where updated_at < ${cutoff(periods.drafts)}
              limit ${size} for update skip locked)
            returning id
          `.execute(trx);
          return erased.length;
        },
        size,
      );
      const emailRecords = await inBatches(
        conn,
        async (trx) => {
          // Sent or failed records only: a pending e-mail is still owed.
          const { rows: erased } = await sql<{ id: string }>`
            delete from email_outbox where id in (
              select id from email_outbox
              where status <> 'pending' and coalesce(sent_at, created_at) < ${cutoff(periods.emailRecords)}
              limit ${size} for update skip locked)
            returning id
          `.execute(trx);
          outboxIds.push(...erased.map((row) => row.id));
          return erased.length;
        },
        size,
      );
      // An acceptance outlives its application's erasure for six years from the acceptance (decision 135).
      const signatures = await inBatches(
        conn,
        async (trx) => {
          const { rows: erased } = await sql<{ id: string }>`
            delete from acceptances where id in (
              select id from acceptances
              where application_id is null and accepted_at < ${new Date(startedAt.getTime() - SIGNATURES_KEPT_MS)}
              limit ${size} for update skip locked)
            returning id
          `.execute(trx);
          return erased.length;
        },
        size,
      );
      // A payment outlives its application's erasure until six years after its financial year (decision 138).
      const paymentRecords = await inBatches(
        conn,
        async (trx) => {
          const { rows: erased } = await sql<{ id: string }>`
            delete from payments where id in (
              select id from payments
              where application_id is null and paid_on <= ${paymentsKeptAfter(schoolDate(startedAt))}
              limit ${size} for update skip locked)
            returning id
          `.execute(trx);
          return erased.length;
        },
        size,
      );
      // An arrival serves the pick-up and the first days: deleted 90 days after it (decision 139).
      const arrivals = await inBatches(
        conn,
        async (trx) => {
          const { rows: erased } = await sql<{ application_id: string }>`
            delete from arrivals where application_id in (
              select application_id from arrivals
              where arrival_date < ${schoolDate(cutoff(ARRIVAL_KEPT_DAYS))}::date
              limit ${size} for update skip locked)
            returning application_id
          `.execute(trx);
          return erased.length;
        },
        size,
      );
      // A visit is kept while the family has an application (the booking is part of it), else
      // RETAIN_VISITS_DAYS from the visit; cancelled ones alike, from the time they were for.
      const visits = await inBatches(
        conn,
        async (trx) => {
          const { rows: erased } = await sql<{ id: string }>`
            delete from bookings where id in (
              select id from bookings
              where kind = 'visit' and ends_at < ${cutoff(periods.visits)}
                and not exists (select from applications where lower(applications.email) = lower(bookings.email))
              limit ${size} for update skip locked)
            returning id
          `.execute(trx);
          return erased.length;
        },
        size,
      );
      // Counted by the database's clock: the owner's function, not this pass, decides what is old.
      const audit = await inBatches(conn, (trx) => deleteExpiredAuditEntries(trx, periods.audit, size), size);
      const auditIps = await dropOldAuditIps(conn);
      // Staff and applicant sessions, and the e-mailed links nobody used, counted together.
      const deleteExpired = async (
        table: 'sessions' | 'applicant_sessions' | 'email_confirmation_tokens' | 'applicant_sign_in_links',
        before = startedAt,
      ) => Number((await conn.deleteFrom(table).where('expires_at', '<=', before).executeTakeFirst()).numDeletedRows);
      const expiredSessions = (await deleteExpired('sessions')) + (await deleteExpired('applicant_sessions'));
      const expiredTokens =
        (await deleteExpired('email_confirmation_tokens')) + // An applicant's expired link is kept a while: its page sends a new one with one tap.
        (await deleteExpired(
          'applicant_sign_in_links',
          new Date(startedAt.getTime() - EXPIRED_APPLICANT_LINK_KEPT_MS),
        ));
      await removeEmailJobs(emailQueue, outboxIds);
      // After every row above: each erased document queued its object, which goes now; then
      // what uploads cut off by a crash left half-written.
      const storedObjects = options.storage
        ? (await removeDueObjects(conn, options.storage, { now: startedAt })) +
          (await options.storage.removeAbandonedUploads(new Date(startedAt.getTime() - ABANDONED_UPLOAD_AGE_MS)))
        : 0;

      const counts: RetentionCounts = {
        contacts,
        closedApplications,
        drafts,
        emailRecords,
        audit,
        auditIps,
        expiredSessions,
        expiredTokens,
        signatures,
        paymentRecords,
        arrivals,
        visits,
        storedObjects,
      };
      const run = await conn.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('retention_runs')
          .values({ started_at: startedAt, trigger, counts: JSON.stringify(counts), periods: JSON.stringify(periods) })
          .returning(['id', 'finished_at'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor: trigger === 'cli' ? 'cli' : 'system',
          action: 'privacy.retention_run',
          subject: { type: 'retention_run', id: String(row.id) },
          details: { ...counts },
        });
        return row;
      });
      return { ran: true as const, runId: String(run.id), startedAt, finishedAt: run.finished_at, counts, periods };
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK_KEY})`.execute(conn);
    }
  });
}

/** The latest summaries, newest first, for the dashboard. */
export async function recentRetentionRuns(db: Conn, limit = 10) {
  const rows = await db
    .selectFrom('retention_runs')
    .select(['id', 'started_at', 'finished_at', 'trigger', 'counts', 'periods'])
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    trigger: row.trigger,
    counts: row.counts,
  }));
}
