import type { ApplicationStatus } from '@domain/application-status';
import type { DocumentProgress } from '@domain/document-progress';
import { CSV_EXPORT_PATH } from '@domain/staff-paths';

/**
 * The streaming CSV download of exactly the filtered list (server/http/csv-export.ts). A plain
 * link: the browser streams the file to disk, and a signed-out click lands on sign-in first.
 */
export function exportCsvHref(
  kind: 'applications' | 'contacts',
  filters: {
    status?: ApplicationStatus | null;
    documents?: DocumentProgress | null;
    cas?: 'overdue' | null;
    search?: string | null;
  },
): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.documents) params.set('documents', filters.documents);
  if (filters.cas) params.set('cas', filters.cas);
  if (filters.search) params.set('search', filters.search);
  const query = params.toString();
  return `${CSV_EXPORT_PATH}/${kind}.csv${query ? `?${query}` : ''}`;
}
