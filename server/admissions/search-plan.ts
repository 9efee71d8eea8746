import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { searchedText, searchWords, type ListSearch } from './search-pattern';
import type { AnySubmissionKind } from './submission-kind';
import { column, fromSubmissions } from './submission-query';

/** How many of the newest rows show which words of a search are common. */
const SAMPLE_ROWS = 100;
/** A word found in more of those rows than this would narrow the index's answer too little to be worth looking up alone. */
const MOST_SAMPLED_ROWS_FOR_A_RARE_WORD = 2;

/**
 * How to search the kind's list for `text` (null: no search).
 *
 * The trigram index answers a term by intersecting the rows of each of its trigrams, and the
 * trigrams of a word in nearly every row ("gmail", "com", the bench's "applicant") each cost a
 * read of nearly every row's entry. So when a term has several words, the index is asked for
 * the one found in the fewest of the kind's newest rows, and the whole term is checked on the
 * rows it returns: the same rows match, found without reading the common words (decision 082).
 */
export async function planSearch(
  db: Db,
  kind: AnySubmissionKind,
  text: string | null | undefined,
): Promise<ListSearch | null> {
  const term = text?.trim();
  if (!term) return null;
  const words = searchWords(term);
  if (words.length < 2) return { term, indexedWord: null };

  const newest = fromSubmissions(db, kind.table)
    .select(sql<string>`lower(${searchedText(kind.searchColumns.map(column))})`.as('text'))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(SAMPLE_ROWS);
  const { rows } = await sql<{ word: string; found: number }>`
    select word, count(*) filter (where position(lower(word) in newest.text) > 0)::int as found
    from unnest(${words}::text[]) as word, (${newest}) as newest
    group by word
  `.execute(db);
  const [rarest] = rows.sort((a, b) => a.found - b.found || b.word.length - a.word.length);
  return { term, indexedWord: rarest && rarest.found <= MOST_SAMPLED_ROWS_FOR_A_RARE_WORD ? rarest.word : null };
}
