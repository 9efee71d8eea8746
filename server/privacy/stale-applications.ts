import { FINAL_APPLICATION_STATUSES } from '../../domain/retention-periods';
import type { Db } from '../../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applications never closed and older than the contact period: retention keeps them (they are
 * still open), so the dashboard lists them for staff to close. Oldest first.
 */
export async function staleApplications(db: Db, olderThanDays: number, now = new Date(), limit = 100) {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'created_at', 'first_name', 'last_name', 'programme', 'status'])
    .where('status', 'not in', [...FINAL_APPLICATION_STATUSES])
    .where('created_at', '<', new Date(now.getTime() - olderThanDays * DAY_MS))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    name: `${row.first_name} ${row.last_name}`,
    programme: row.programme,
    status: row.status,
  }));
}
