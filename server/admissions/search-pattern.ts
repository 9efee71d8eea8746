import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** An ILIKE pattern that matches `term` anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The staff list search: `term` anywhere in "first last email". */
export function nameOrEmailContains(
  term: string,
  person: { firstName: Expression<string>; lastName: Expression<string>; email: Expression<string> },
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${person.firstName} || ' ' || ${person.lastName} || ' ' || ${person.email}) ilike ${containsPattern(term)}`;
}
