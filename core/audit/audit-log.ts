import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditAction } from '../../domain/audit-actions';
import type { Database } from '../../db/types';

export { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit-actions';


/** Who did it: a signed-in staff member, an operator at the shell, or the worker itself. */
export type AuditActor = { id: string; email: string } | 'cli' | 'system';

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  subject?: { type: string; id: string };
  /** Counts, filters and ids only: never an applicant's name, address or free text. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Appends one entry. Pass the transaction that makes the change, so both commit or neither. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const actor = entry.actor;
  await db
    .insertInto('audit_log')
    .values({
      actor_id: typeof actor === 'string' ? null : actor.id,
      actor_label: typeof actor === 'string' ? actor : actor.email,
      action: entry.action,
      subject_type: entry.subject?.type ?? null,
      subject_id: entry.subject?.id ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

/**
 * Lets this transaction update or delete audit entries (the trigger refuses otherwise).
 * Only the retention pass and erasure call it.
 */
export async function allowAuditMaintenance(trx: Transaction<Database>): Promise<void> {
  await sql`set local academy.audit_maintenance = 'on'`.execute(trx);
}
