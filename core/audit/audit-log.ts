import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditAction } from '../../domain/audit-actions';
import type { Database } from '../../db/types';

export { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit-actions';

/**
 * Who did it: a signed-in staff member, an operator at the shell, the worker itself, or an
 * applicant in their own space (recorded as 'applicant', never by address: the log outlives erasure).
 */
export type AuditActor = { id: string; email: string } | 'cli' | 'system' | 'applicant' | 'guardian';

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

/*
 * The application role may only add and read entries. Everything else goes through the
 * owner's SECURITY DEFINER functions (db/migrations/2026_11_25_0011_application_role.ts), and
 * each refuses more than its purpose needs (docs/decisions/103-database-roles.md).
 */

/** Deletes up to `batchSize` entries older than `retainDays`; the database refuses under 365 days. */
export async function deleteExpiredAuditEntries(db: Executor, retainDays: number, batchSize: number): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select audit_log_delete_expired(${retainDays}::integer, ${batchSize}::integer) as n`.execute(db);
  return rows[0]!.n;
}

/** Forgets the client IP of every entry older than 90 days (docs/decisions/104-audit-pseudonyms.md). */
export async function dropOldAuditIps(db: Executor): Promise<number> {
  const { rows } = await sql<{ n: number }>`select audit_log_drop_ips() as n`.execute(db);
  return rows[0]!.n;
}

/** Relabels the entries of a staff account already deleted in this transaction; returns how many. */
export async function redactErasedActor(db: Executor, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select audit_log_redact_actor(${userId}::uuid) as n`.execute(db);
  return rows[0]!.n;
}
