import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from './client';
import type { Database } from './types';

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
 * Inserts a submission and the e-mails it owes in ONE statement (a data-modifying CTE): one
 * round trip and one commit, atomic like a transaction. Each outbox payload is
 * `{ [payloadKey]: <submission id> }` and its reference_id is the submission id.
 */
export async function insertSubmissionWithEmails<T extends SubmissionTable>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
  payloadKey: string,
  emails: ReadonlyArray<{ kind: EmailKind; recipient: string }>,
): Promise<{ id: string; outboxIds: string[] }> {
  const emailRows = sql.join(emails.map((email) => sql`(${email.kind}, ${email.recipient})`));
  const rows = await db
    // Kysely cannot check a generic table name; the signature above keeps callers honest.
    .with('submission', (qb) => qb.insertInto(table as SubmissionTable).values(values as never).returning('id'))
    .insertInto('email_outbox')
    .columns(['kind', 'recipient', 'payload', 'reference_id'])
    .expression((eb) =>
      eb
        .selectFrom('submission')
        .innerJoin(sql<{ kind: string; recipient: string }>`(values ${emailRows})`.as<'email'>(sql`email(kind, recipient)`), (join) => join.onTrue())
        .select([
          'email.kind',
          'email.recipient',
          sql<string>`jsonb_build_object(${payloadKey}::text, submission.id)`.as('payload'),
          'submission.id as reference_id',
        ]),
    )
    .returning(['id', 'reference_id'])
    .execute();
  const id = rows[0]?.reference_id;
  if (!id) throw new Error(`insert into ${table} returned no row`);
  return { id, outboxIds: rows.map((row) => row.id) };
}
