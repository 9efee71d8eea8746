import type { Kysely, Transaction } from 'kysely';
import type { Database, SubmissionType } from '../../db/types';
import { SUBMISSION_KINDS } from '../../domain/submission-kinds';

type Trx = Transaction<Database>;

export interface ErasedSubmissions {
  submissions: number;
  notes: number;
  statusChanges: number;
  /** Outbox rows erased with them; their BullMQ jobs (job id = outbox id) must go too. */
  outboxIds: string[];
}

/**
 * Erases submissions wholly, in the caller's transaction: the rows, their notes, status history,
 * openings and every outbox row about them (acknowledgement, alert, status letters) with its payload.
 */
export async function eraseSubmissions(
  trx: Trx,
  type: SubmissionType,
  ids: readonly string[],
): Promise<ErasedSubmissions> {
  if (ids.length === 0) return { submissions: 0, notes: 0, statusChanges: 0, outboxIds: [] };
  const notes = await trx.deleteFrom('submission_notes').where('submission_id', 'in', ids).executeTakeFirst();
  await trx.deleteFrom('submission_openings').where('submission_id', 'in', ids).execute();
  const outbox = await trx.deleteFrom('email_outbox').where('reference_id', 'in', ids).returning('id').execute();
  let statusChanges = 0;
  let submissions = 0;
  const kind = SUBMISSION_KINDS[type];
  if (type === 'application') {
    await keepSignaturesOnly(trx, { applicationIds: ids });
    await keepPaymentRecordsOnly(trx, ids);
  }
  if (kind.historyTable) {
    const history = await trx.deleteFrom(kind.historyTable).where('application_id', 'in', ids).executeTakeFirst();
    statusChanges = Number(history.numDeletedRows);
  }
  submissions = Number((await trx.deleteFrom(kind.table).where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
  return { submissions, notes: Number(notes.numDeletedRows), statusChanges, outboxIds: outbox.map((row) => row.id) };
}

/**
 * An acceptance outlives the erasure of its application, or of its guardian (decision 135): the
 * school must be able to show the contract was accepted, so the typed names, the times, the
 * letter's hash and the application's reference stay, for six years from the acceptance
 * (retention-pass.ts). The IP addresses, user agents, the visa answer and the guardian's address
 * go now, and so do its guardian links; deleting the application then detaches it (set null).
 */
export async function keepSignaturesOnly(
  trx: Trx,
  of: { applicationIds?: readonly string[]; guardianEmail?: string },
): Promise<number> {
  const ids = of.applicationIds ?? [];
  if (ids.length === 0 && !of.guardianEmail) return 0;
  const kept = await trx
    .updateTable('acceptances')
    .set({
      ip: null,
      user_agent: null,
      needs_visa: null,
      guardian_email: null,
      guardian_ip: null,
      guardian_user_agent: null,
    })
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('application_id', 'in', ids)] : []),
        ...(of.guardianEmail ? [eb('guardian_email', '=', of.guardianEmail)] : []),
      ]),
    )
    .returning('id')
    .execute();
  if (kept.length) {
    await trx
      .deleteFrom('guardian_links')
      .where(
        'acceptance_id',
        'in',
        kept.map((row) => row.id),
      )
      .execute();
  }
  return kept.length;
}

/**
 * A payment is a financial record the school must keep (decision 138): six years from the end of
 * the financial year it was paid in (retention-pass.ts). Erasure keeps its amount, date, method,
 * payment reference and the application's reference, and blanks the note and who recorded it;
 * deleting the application then detaches it (set null; the database refuses to detach one that
 * still has either).
 */
export async function keepPaymentRecordsOnly(trx: Trx, applicationIds: readonly string[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const kept = await trx
    .updateTable('payments')
    .set({ note: null, recorded_by: null })
    .where('application_id', 'in', applicationIds)
    .executeTakeFirst();
  return Number(kept.numUpdatedRows);
}

/** Removes queued e-mail jobs by outbox id; a job already running finds no row and sends nothing. */
export interface EmailJobRemover {
  remove(jobId: string): Promise<unknown>;
}

export async function removeEmailJobs(
  queue: EmailJobRemover | undefined,
  outboxIds: readonly string[],
): Promise<number> {
  if (!queue) return 0;
  let removed = 0;
  for (const id of outboxIds) {
    // remove() refuses a job that is locked by a worker right now; that run finds no row and stops.
    const result = await queue.remove(id).catch(() => 0);
    if (result === 1) removed += 1;
  }
  return removed;
}

export type Executor = Kysely<Database> | Trx;
