import { sql } from 'kysely';
import type { Db } from '../../db/client';

/**
 * Every `table.column` in the public schema whose value contains `needle` (case-insensitive).
 * It walks information_schema, so a table added later is searched too without changing the test.
 */
export async function columnsContaining(db: Db, needle: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid', 'ARRAY')
  `.execute(db);
  expectSomething(columns.length);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ hit: boolean }>`
      select exists (select 1 from ${sql.table(table_name)} where ${sql.ref(column_name)}::text ilike ${`%${needle}%`}) as hit
    `.execute(db);
    if (rows[0]?.hit) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

function expectSomething(count: number) {
  if (count < 20)
    throw new Error(`information_schema listed only ${count} text columns; the search would prove nothing`);
}
