import { sql, type Kysely } from 'kysely';

const SEARCH_INDEXES = ['applications_search_trgm_idx', 'contact_submissions_search_trgm_idx'];

/**
 * The staff search's trigram indexes (migration 0004), tuned for a table that is read far more
 * often than it is written (decision 082):
 *
 * - `fastupdate = off`: new rows go into the index at once instead of into a pending list that
 *   every search reads from start to end until a vacuum merges it (up to 4 MB of it).
 * - A tenfold statistics target on the indexed text, so the planner's guess of how many rows a
 *   search term matches is fine enough (0.1 % instead of 1 %) that a rare term is not mistaken
 *   for a common one and answered by reading the whole table newest first.
 *
 * Migration 0004 skips the indexes where pg_trgm is missing; so does this one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of await existing(db)) {
    await sql`alter index ${sql.table(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    await sql`alter index ${sql.table(index)} alter column 1 set statistics 1000`.execute(db);
  }
  await sql`analyze applications, contact_submissions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of await existing(db)) {
    await sql`alter index ${sql.table(index)} alter column 1 set statistics -1`.execute(db);
    await sql`alter index ${sql.table(index)} reset (fastupdate)`.execute(db);
  }
}

async function existing(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from unnest(${SEARCH_INDEXES}::text[]) as name where to_regclass(name) is not null
  `.execute(db);
  return rows.map((row) => row.name);
}
