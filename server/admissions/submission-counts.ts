import { sql } from 'kysely';
import type { Db } from '../../db/client';

export interface TabCounts {
  total: number;
  new: number;
}

/** Past this many delta rows a read folds them into one row per kind. */
const COMPACT_AFTER_ROWS = 200;

/**
 * The tab counts: every submission, and those no admin has opened yet. Triggers keep them in
 * `submission_counts` as delta rows (migration 2026_11_23_0009, decision 073), so this reads
 * a handful of rows, never the submission tables.
 */
export async function submissionCounts(db: Db): Promise<{ applications: TabCounts; contacts: TabCounts }> {
  const { rows } = await sql<{ kind: 'application' | 'contact'; total: string; unopened: string; deltas: string }>`
    select kind, sum(total) as total, sum(unopened) as unopened, count(*) as deltas
    from submission_counts group by kind
  `.execute(db);
  const of = (kind: 'application' | 'contact'): TabCounts => {
    const row = rows.find((r) => r.kind === kind);
    return { total: Number(row?.total ?? 0), new: Number(row?.unopened ?? 0) };
  };
  if (rows.some((row) => Number(row.deltas) > COMPACT_AFTER_ROWS)) await compactSubmissionCounts(db);
  return { applications: of('application'), contacts: of('contact') };
}

/**
 * Replaces the delta rows this statement sees with their sums, in one statement. Exact under
 * concurrency: rows inserted meanwhile are not deleted, and a concurrent compaction that
 * already deleted a row makes this one skip it (and not sum it).
 */
export async function compactSubmissionCounts(db: Db): Promise<void> {
  await sql`
    with folded as (delete from submission_counts returning kind, total, unopened)
    insert into submission_counts (kind, total, unopened)
    select kind, sum(total), sum(unopened) from folded group by kind
  `.execute(db);
}
