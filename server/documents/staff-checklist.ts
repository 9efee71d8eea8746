import type { Db } from '../../db/client';
import { applicationChecklist, type ChecklistEntry } from './document-views';

export interface StaffChecklistEntry extends ChecklistEntry {
  /** Who accepted or rejected the document and when: staff see it, the applicant does not. */
  review: { byEmail: string; at: Date } | null;
}

/**
 * The application's checklist as the dashboard shows it: the applicant's view of each item plus
 * who reviewed its document. A document refused by the scanner keeps only that fact: its name
 * and size are left out, and it has nothing to download.
 */
export async function staffChecklist(db: Db, applicationId: string): Promise<StaffChecklistEntry[]> {
  const application = await db
    .selectFrom('applications')
    .select(['id', 'programme'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return [];
  const [entries, reviews] = await Promise.all([
    applicationChecklist(db, application),
    db
      .selectFrom('application_documents')
      .select(['id', 'reviewed_by_email', 'reviewed_at'])
      .where('application_id', '=', applicationId)
      .where('reviewed_at', 'is not', null)
      .execute(),
  ]);
  const reviewOf = new Map(reviews.map((row) => [row.id, row]));
  return entries.map((entry) => {
    if (entry.state === 'refused') return { ...entry, document: null, review: null };
    const review = entry.document && reviewOf.get(entry.document.id);
    return {
      ...entry,
      review:
        review && review.reviewed_by_email && review.reviewed_at
          ? { byEmail: review.reviewed_by_email, at: review.reviewed_at }
          : null,
    };
  });
}
