import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A staff search of a list: the term as typed (trimmed), and the word of it that the trigram
 * index is asked for, or null to ask for the whole term (see planSearch).
 */
export interface ListSearch {
  term: string;
  indexedWord: string | null;
}

/** An ILIKE pattern that matches `term` anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The words of `term` that the trigram index can look up: runs of three or more letters or
 * digits, as pg_trgm cuts a pattern into words. Each is part of the term, so every row that
 * contains the term contains each of them.
 */
export function searchWords(term: string): string[] {
  return [...new Set(term.match(/[\p{L}\p{N}]{3,}/gu))];
}

/** The searched text: the columns joined with spaces ("first last email"), as the trigram indexes (migration 0004) index it. */
export function searchedText(columns: ReadonlyArray<Expression<unknown>>): RawBuilder<string> {
  return sql<string>`(${sql.join(columns, sql` || ' ' || `)})`;
}

/** The staff list search: the term anywhere in the searched text, case-insensitive. */
export function columnsContain(search: ListSearch, columns: ReadonlyArray<Expression<unknown>>): RawBuilder<SqlBool> {
  const text = searchedText(columns);
  if (!search.indexedWord) return sql<SqlBool>`${text} ilike ${containsPattern(search.term)}`;
  // `|| ''` leaves the text as it is but is not the indexed expression: without it the planner
  // would hand the whole term to the index too, which would read its common words after all.
  return sql<SqlBool>`${text} ilike ${containsPattern(search.indexedWord)} and (${text} || '') ilike ${containsPattern(search.term)}`;
}
