import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';

export interface AuditFilters {
  actorId?: string | null;
  action?: string | null;
  /** Inclusive calendar days, 'YYYY-MM-DD' in UTC. */
  from?: string | null;
  to?: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** Keyset on (at, id), newest first; `at` travels as Postgres text to keep its microseconds. */
function encode(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id]), 'utf8').toString('base64url');
}

function decode(cursor: string): { at: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === 'string' &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      /^\d{1,19}$/.test(String(parsed[1]))
    ) {
      return { at: parsed[0], id: String(parsed[1]) };
    }
  } catch {
    // falls through
  }
  throw new AppError('BAD_REQUEST', 'The list position is not valid. Please reload the list.');
}

/** The audit log for admins: filtered by staff member, action and dates, newest first. */
export async function listAuditEntries(db: Db, filters: AuditFilters, cursor: string | null, limit = AUDIT_PAGE_SIZE) {
  let query = db
    .selectFrom('audit_log')
    .select([
      'id',
      'at',
      sql<string>`at::text`.as('at_text'),
      'actor_id',
      'actor_label',
      'action',
      'subject_type',
      'subject_id',
      'details',
      'ip',
    ]);
  if (filters.actorId) query = query.where('actor_id', '=', filters.actorId);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.from) query = query.where('at', '>=', sql<Date>`${filters.from}::date::timestamptz`);
  if (filters.to) query = query.where('at', '<', sql<Date>`(${filters.to}::date + 1)::timestamptz`);
  if (cursor) {
    const after = decode(cursor);
    query = query.where(sql<boolean>`(at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  }
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      at: row.at,
      actorLabel: row.actor_label,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      details: row.details,
      ip: row.ip,
    })),
    nextCursor: rows.length > limit && last ? encode(last.at_text, String(last.id)) : null,
  };
}
