import { CompiledQuery, type Insertable, type Transaction } from 'kysely';
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
 * id, and each row's id is announced on OUTBOX_CHANNEL at commit.
 */
export async function insertSubmissionWithEmails<T extends SubmissionTable>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
  payloadKey: string,
  always: { kind: EmailKind; recipient: string },
  capped: CappedEmail,
): Promise<{ id: string; outboxIds: string[] }> {
  // As Kysely does: a column given as undefined is left to its default.
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  const columns = given.map(([name]) => name);
  const parameters = [
    ...given.map(([, value]) => value),
    always.kind,
    always.recipient,
    capped.kind,
    capped.recipient,
    capped.recipient.toLowerCase(),
    capped.atMost,
    payloadKey,
    ...capped.kinds,
  ];
  const { rows } = await db.executeQuery<{ id: string; reference_id: string }>(
    CompiledQuery.raw(submissionStatement(table, columns, capped.kinds.length), parameters),
  );
  const id = rows[0]?.reference_id;
  if (!id) throw new Error(`insert into ${table} returned no row`);
  return { id, outboxIds: rows.map((row) => row.id) };
}

const statements = new Map<string, string>();

/**
 * The statement's text for one table and set of columns, built once: a submission is the one
 * query that runs at volume, and building it through Kysely's query compiler each time was a
 * measurable share of its CPU (decision 079). Column names come from the form schemas.
 */
function submissionStatement(table: SubmissionTable, columns: readonly string[], cappedKinds: number): string {
  const key = `${table}(${columns.join(',')})${cappedKinds}`;
  const cached = statements.get(key);
  if (cached) return cached;
  for (const name of [table, ...columns]) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column name: ${name}`);
  const at = (index: number) => `$${columns.length + index}`;
  const kinds = Array.from({ length: cappedKinds }, (_, i) => `${at(8 + i)}::text`).join(', ');
  const text = `with submission as (
  insert into ${table} (${columns.map((name) => `"${name}"`).join(', ')})
  values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
  returning id
), email (kind, recipient) as (
  values (${at(1)}::text, ${at(2)}::text)
  union all
  select ${at(3)}::text, ${at(4)}::text
  where (
    select count(*) from email_outbox
    where recipient in (${at(4)}, ${at(5)}) and kind in (${kinds}) and created_at > now() - interval '1 day'
  ) < ${at(6)}::int
)
insert into email_outbox (kind, recipient, payload, reference_id)
select email.kind, email.recipient, jsonb_build_object(${at(7)}::text, submission.id), submission.id
from submission cross join email
returning id, reference_id, pg_notify('${OUTBOX_CHANNEL}', id::text)`;
  statements.set(key, text);
  return text;
}
