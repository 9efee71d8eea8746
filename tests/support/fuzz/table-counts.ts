import { sql } from 'kysely';
import type { Db } from '../../../db/client';

export type TableCounts = Record<string, number>;

/** Counts the rows of every table in the public schema, found through information_schema. */
export async function tableCounter(db: Db): Promise<() => Promise<TableCounts>> {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const names = tables.rows.map((row) => row.table_name);
  const query = sql<{ counts: TableCounts }>`SELECT json_build_object(${sql.join(
    names.map((name) => sql`${name}::text, (SELECT count(*) FROM ${sql.table(name)})::int`),
  )}) AS counts`;
  return async () => (await query.execute(db)).rows[0]!.counts;
}

/** Tables whose row count differs between two snapshots. */
export function changedTables(before: TableCounts, after: TableCounts): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
