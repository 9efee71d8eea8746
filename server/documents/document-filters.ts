import { sql, type RawBuilder } from 'kysely';
import { PROGRAMMES } from '../../domain/application-choices';
import { documentChecklist } from '../../domain/document-checklist';
import type { DocumentProgress } from '../../domain/document-progress';

/**
 * The documents that count towards "complete" (domain/document-progress.ts): of a required item,
 * passed the scan or not scanned, and not rejected by staff. There is at most one an item (the
 * table's unique key), so every item has one when they number as many as the items.
 *
 * One scalar subquery, run only for the rows the list reads: one range scan of the
 * (application_id, item) index each. An EXISTS an item was planned as a hashed subplan instead,
 * a scan of the whole table per item for every page: 100 ms at 100,000 applications against
 * 5 ms this way (docs/decisions/114-staff-document-review.md has the measurements).
 */
function allComplete(items: readonly string[]): RawBuilder<boolean> {
  if (items.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(select count(*) from application_documents d
    where d.application_id = s.id and d.item in (${sql.join(items)})
      and d.scan_state in ('clean', 'not_scanned') and d.review_state <> 'rejected') = ${items.length}`;
}

function requiredItems(programme: string): string[] {
  return documentChecklist(programme)
    .filter((item) => item.required)
    .map((item) => item.key);
}

/**
 * Whether the application aliased `s` (server/admissions/submission-query.ts) has every required
 * document, its programme's list read from domain/document-checklist.ts: one CASE branch per
 * distinct list, the programmes that share it named together; a programme the checklist does not
 * know gets its default list.
 */
export function documentsComplete(): RawBuilder<boolean> {
  const fallback = requiredItems('');
  const groups = new Map<string, { items: string[]; programmes: string[] }>();
  for (const { value } of PROGRAMMES) {
    const items = requiredItems(value);
    if (items.join() === fallback.join()) continue;
    const group = groups.get(items.join()) ?? { items, programmes: [] };
    group.programmes.push(value);
    groups.set(items.join(), group);
  }
  const branches = [...groups.values()].map(
    ({ items, programmes }) => sql`when s.programme in (${sql.join(programmes)}) then ${allComplete(items)}`,
  );
  return branches.length
    ? sql<boolean>`(case ${sql.join(branches, sql` `)} else ${allComplete(fallback)} end)`
    : allComplete(fallback);
}

/** The list's "Documents" filter (server/admissions/application-kind.ts). */
export function documentProgressIs(progress: string): RawBuilder<boolean> {
  return (progress as DocumentProgress) === 'complete' ? documentsComplete() : sql<boolean>`not ${documentsComplete()}`;
}
