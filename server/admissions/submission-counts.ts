import { sql } from 'kysely';
import type { Db } from '../../db/client';

export interface TabCounts {
  total: number;
  new: number;
}

async function countsOf(db: Db, table: 'applications' | 'contact_submissions'): Promise<TabCounts> {
  const { rows } = await sql<{ total: string; new: string }>`
    select count(*) as total, count(*) filter (where o.submission_id is null) as new
    from ${sql.table(table)} s left join submission_openings o on o.submission_id = s.id
  `.execute(db);
  return { total: Number(rows[0]?.total ?? 0), new: Number(rows[0]?.new ?? 0) };
}

/** The tab counts: every submission, and those no admin has opened yet. */
export async function submissionCounts(db: Db): Promise<{ applications: TabCounts; contacts: TabCounts }> {
  const [applications, contacts] = await Promise.all([countsOf(db, 'applications'), countsOf(db, 'contact_submissions')]);
  return { applications, contacts };
}
