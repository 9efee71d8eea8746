import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';

/**
 * The transactional outbox contract shared by the server (which writes rows and enqueues
 * them) and the worker (which sends them and relays rows a Redis outage left behind).
 */
export const EMAIL_QUEUE_NAME = 'email';
export const EMAIL_JOB_NAME = 'send-email';

export const EMAIL_KINDS = [
  'contact_alert',
  'contact_ack',
  'application_alert',
  'application_ack',
  'account_confirmation',
  'application_status',
  'password_reset',
  'password_changed',
  'staff_invitation',
  'applicant_sign_in',
  'application_withdrawn',
  'draft_reminder',
  'documents_requested',
  'stale_content',
  'offer_unconditional',
  'acceptance_confirmed',
  'acceptance_alert',
  'guardian_confirmation',
  'cas_issued',
  'enrolled',
  'visit_booked',
  'visit_rescheduled',
  'visit_cancelled',
  'visit_reminder',
  'visit_alert',
  'interview_booked',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_reminder',
  'interview_alert',
  'payment_receipt',
  'reply_by_passed',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface EmailJobData {
  outboxId: string;
}

/** Retries with doubling back-off: 2 s, 4 s, 8 s ... about 8.5 minutes over 9 attempts by default. */
export const EMAIL_JOB_ATTEMPTS = 9;

/**
 * The worker's own back-off: BullMQ calls the worker's `backoffStrategy` only for a type it
 * does not know, so the built-in 'exponential' would ignore EMAIL_RETRY_DELAY_MS.
 */
export const EMAIL_BACKOFF_TYPE = 'email-retry';

/** Job descriptors for BullMQ's addBulk. The job id is the outbox id, so a repeat is a no-op. */
export function outboxJobs(outboxIds: readonly string[]) {
  return outboxIds.map((outboxId) => ({
    name: EMAIL_JOB_NAME,
    data: { outboxId } satisfies EmailJobData,
    opts: {
      jobId: outboxId,
      attempts: EMAIL_JOB_ATTEMPTS,
      backoff: { type: EMAIL_BACKOFF_TYPE },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  }));
}

export interface NewOutboxEmail {
  kind: EmailKind;
  recipient: string;
  /** Ids only; the worker loads the personal data when it renders. */
  payload: Record<string, string>;
  referenceId: string | null;
}

/** Writes outbox rows inside the caller's transaction and returns their ids. */
export async function insertOutboxEmails(
  trx: Transaction<Database> | Db,
  emails: readonly NewOutboxEmail[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await trx
    .insertInto('email_outbox')
    .values(
      emails.map((email) => ({
        kind: email.kind,
        recipient: email.recipient,
        payload: JSON.stringify(email.payload),
        reference_id: email.referenceId,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

type SubmissionTable = 'contact_submissions' | 'applications';

/**
 * The Postgres channel each outbox row a submission writes is announced on (its id, sent when
 * the insert commits), so the worker enqueues it at once without the request touching Redis.
 */
export const OUTBOX_CHANNEL = 'email_outbox';

/** An e-mail owed unless its recipient (as typed or lower-cased) got `atMost` of `kinds` in the last day. */
export interface CappedEmail {
  kind: EmailKind;
  recipient: string;
  atMost: number;
  kinds: readonly EmailKind[];
}

/**
 * Inserts a submission, its e-mail to `always` and, within its cap, the `capped` one in ONE
 * statement (data-modifying CTEs): one round trip and one commit, atomic like a transaction.
 * Each outbox payload is `{ [payloadKey]: <submission id> }`, its reference_id the submission
 * id, and each row's id is announced on OUTBOX_CHANNEL at commit. The claimed application drafts
 * of `dropDraftsOf` (lower-cased addresses of signed-in applicants) go in the same statement: the
 * draft became this submission. Saves still waiting for their link are not theirs to end.
 */
export async function insertSubmissionWithEmails<T extends SubmissionTable>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
  payloadKey: string,
  always: { kind: EmailKind; recipient: string },
  capped: CappedEmail,
  dropDraftsOf: readonly string[] = [],
): Promise<{ id: string; outboxIds: string[] }> {
  // As Kysely does: a column given as undefined is left to its default.
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  // A data-modifying CTE runs whether or not the statement reads it.
  const dropDrafts = dropDraftsOf.length
    ? sql`, dropped_draft as (
  delete from application_drafts where claimed and email in (${sql.join(dropDraftsOf)})
)`
    : sql``;
  const { rows } = await sql<{ id: string; reference_id: string }>`with submission as (
  insert into ${sql.table(table)} (${sql.join(given.map(([name]) => sql.ref(name)))})
  values (${sql.join(given.map(([, value]) => value))})
  returning id
), email (kind, recipient) as (
  values (${always.kind}::text, ${always.recipient}::text)
  union all
  select ${capped.kind}::text, ${capped.recipient}::text
  where (
    select count(*) from email_outbox
    where recipient in (${capped.recipient}, ${capped.recipient.toLowerCase()})
      and kind in (${sql.join(capped.kinds.map((kind) => sql`${kind}::text`))})
      and created_at > now() - interval '1 day'
  ) < ${capped.atMost}::int
)${dropDrafts}
insert into email_outbox (kind, recipient, payload, reference_id)
select email.kind, email.recipient, jsonb_build_object(${payloadKey}::text, submission.id), submission.id
from submission cross join email
returning id, reference_id, pg_notify(${OUTBOX_CHANNEL}::text, id::text)`.execute(db);
  const id = rows[0]?.reference_id;
  if (!id) throw new Error(`insert into ${table} returned no row`);
  return { id, outboxIds: rows.map((row) => row.id) };
}
