import type { Transaction } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { submissionTable } from '../../domain/submission-kinds';
import type { Database, SubmissionType } from '../../db/types';
import { AppError } from '../errors/app-error';
import type { Note } from './submission-extras';

export interface Actor {
  id: string;
  email: string;
}

/** An internal note on a submission; staff-only, never e-mailed. */
export async function addNote(
  db: Db,
  submissionType: SubmissionType,
  submissionId: string,
  body: string,
  author: Actor,
  ip: string | null = null,
): Promise<Note> {
  const table = submissionTable(submissionType);
  const exists = await db.selectFrom(table).select('id').where('id', '=', submissionId).executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', 'That submission no longer exists.');
  return db.transaction().execute((trx) => insertNote(trx, submissionType, submissionId, body, author, ip));
}

/**
 * Writes a note and its audit entry in the caller's transaction: the one way a note is kept,
 * whether typed in the notes box or with an interview's outcome (decision 145).
 */
export async function insertNote(
  trx: Transaction<Database>,
  submissionType: SubmissionType,
  submissionId: string,
  body: string,
  author: Actor,
  ip: string | null = null,
): Promise<Note> {
  const row = await trx
    .insertInto('submission_notes')
    .values({
      submission_type: submissionType,
      submission_id: submissionId,
      author_id: author.id,
      author_email: author.email,
      body,
    })
    .returning(['id', 'author_email', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  // The note's text stays out of the log: free text may name people.
  await recordAudit(trx, {
    actor: author,
    action: 'submission.note_added',
    subject: { type: submissionType, id: submissionId },
    details: { noteId: row.id },
    ip,
  });
  return { id: row.id, authorEmail: row.author_email, body: row.body, createdAt: row.created_at };
}
