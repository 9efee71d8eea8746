import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** An ILIKE pattern that matches `term` anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The staff list search: `term` anywhere in the columns joined with spaces ("first last email"). */
export function columnsContain(term: string, columns: ReadonlyArray<Expression<unknown>>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(columns, sql` || ' ' || `)}) ilike ${containsPattern(term)}`;
}
