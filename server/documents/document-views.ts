import { sql } from 'kysely';
import { documentChecklist, type ChecklistItem, type DocumentState } from '../../domain/document-checklist';
import type { Db } from '../../db/client';
import type { ApplicationDocumentsTable } from '../../db/types';
import type { Selectable } from 'kysely';

type DocumentRow = Pick<
  Selectable<ApplicationDocumentsTable>,
  | 'id'
  | 'item'
  | 'original_name'
  | 'mime_type'
  | 'size_bytes'
  | 'scan_state'
  | 'review_state'
  | 'reject_reason'
  | 'uploaded_at'
>;

export interface ChecklistEntry extends ChecklistItem {
  state: DocumentState;
  document: {
    id: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    uploadedAt: Date;
    /** Staff's reason, which the applicant sees, for a rejected document. */
    rejectReason: string | null;
    /** Not scanned: no scanner was configured (allowed only when UPLOAD_SCAN=off). */
    notScanned: boolean;
  } | null;
}

/** One word for a document, from its scan and its review: what applicant and staff both see. */
export function documentState(row: Pick<DocumentRow, 'scan_state' | 'review_state'> | undefined): DocumentState {
  if (!row) return 'missing';
  if (row.scan_state === 'pending') return 'scanning';
  if (row.scan_state === 'infected') return 'refused';
  if (row.review_state === 'accepted') return 'accepted';
  if (row.review_state === 'rejected') return 'rejected';
  return 'uploaded';
}

export const DOCUMENT_COLUMNS = [
  'id',
  'item',
  'original_name',
  'mime_type',
  'size_bytes',
  'scan_state',
  'review_state',
  'reject_reason',
  'uploaded_at',
] as const;

/** The checklist of one application's programme, each item with its document and state. */
export async function applicationChecklist(
  db: Db,
  application: { id: string; programme: string },
): Promise<ChecklistEntry[]> {
  const rows = await db
    .selectFrom('application_documents')
    .select(DOCUMENT_COLUMNS)
    .where('application_id', '=', application.id)
    .execute();
  const byItem = new Map(rows.map((row) => [row.item, row]));
  return documentChecklist(application.programme).map((item) => {
    const row = byItem.get(item.key);
    return {
      ...item,
      state: documentState(row),
      document: row
        ? {
            id: row.id,
            originalName: row.original_name,
            mimeType: row.mime_type,
            sizeBytes: row.size_bytes,
            uploadedAt: row.uploaded_at,
            rejectReason: row.review_state === 'rejected' ? row.reject_reason : null,
            notScanned: row.scan_state === 'not_scanned',
          }
        : null,
    };
  });
}

/** The applicant's own application (by address), or undefined: never another's. */
export function ownApplication(db: Db, email: string, applicationId: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'programme', 'status'])
    .where('id', '=', applicationId)
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}
