import type { Db } from '../../db/client';

export interface StatusChange {
  id: string;
  fromStatus: string;
  toStatus: string;
  changedByEmail: string;
  note: string | null;
  /** An e-mail to the applicant was queued; `statusEmailSentAt` says when it left. */
  applicantEmailed: boolean;
  statusEmailSentAt: Date | null;
  /** For an offer: the required documents the officer confirmed were not in hand. */
  missingDocuments: string[];
  /** For an offer: the officer confirmed it goes past the intake's capacity. */
  beyondCapacity: boolean;
  changedAt: Date;
}

/** An application's status changes, newest first. */
export async function statusHistory(db: Db, applicationId: string): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('application_status_changes')
    .select([
      'id',
      'from_status',
      'to_status',
      'changed_by_email',
      'note',
      'applicant_emailed',
      'status_email_sent_at',
      'missing_documents',
      'beyond_capacity',
      'changed_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    changedByEmail: row.changed_by_email,
    note: row.note,
    applicantEmailed: row.applicant_emailed,
    statusEmailSentAt: row.status_email_sent_at,
    missingDocuments: row.missing_documents ?? [],
    beyondCapacity: row.beyond_capacity,
    changedAt: row.changed_at,
  }));
}
