import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import type { SubmissionType } from '../../db/types';

export interface Delivery {
  id: string;
  kind: string;
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** For the lists: staff should see at a glance when an acknowledgement or alert could not be delivered. */
export function anyEmailFailed(submissionId: Expression<string>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from email_outbox e where e.reference_id = ${submissionId} and e.status = 'failed')`;
}

/** Every e-mail owed for a submission and where it stands, straight from the outbox. */
export async function deliveriesFor(db: Db, referenceId: string): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'recipient', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('reference_id', '=', referenceId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

export interface Note {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: Date;
}

export async function notesFor(db: Db, submissionId: string): Promise<Note[]> {
  const rows = await db
    .selectFrom('submission_notes')
    .select(['id', 'author_email', 'body', 'created_at'])
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, authorEmail: row.author_email, body: row.body, createdAt: row.created_at }));
}

export interface LinkedSubmission {
  type: SubmissionType;
  id: string;
  createdAt: Date;
  title: string;
}

/** Other enquiries and applications from the same address (case-insensitive), newest first. */
export async function linkedSubmissions(db: Db, email: string, excludeId: string): Promise<LinkedSubmission[]> {
  const address = email.toLowerCase();
  const [applications, contacts] = await Promise.all([
    db
      .selectFrom('applications')
      .select(['id', 'created_at', 'programme'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('id', '!=', excludeId)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('contact_submissions')
      .select(['id', 'created_at', 'message'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('id', '!=', excludeId)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  return [
    ...applications.map((row) => ({
      type: 'application' as const,
      id: row.id,
      createdAt: row.created_at,
      title: row.programme,
    })),
    ...contacts.map((row) => ({
      type: 'contact' as const,
      id: row.id,
      createdAt: row.created_at,
      title: row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export interface Opening {
  openedAt: Date;
  openedByEmail: string | null;
}

export async function openingOf(db: Db, submissionId: string): Promise<Opening | null> {
  const row = await db
    .selectFrom('submission_openings as o')
    .leftJoin('users as u', 'u.id', 'o.opened_by')
    .select(['o.opened_at', 'u.email'])
    .where('o.submission_id', '=', submissionId)
    .executeTakeFirst();
  return row ? { openedAt: row.opened_at, openedByEmail: row.email } : null;
}
