import { sql } from 'kysely';
import { choiceLabel, PROGRAMMES, START_DATES } from '../../domain/application-choices';
import type { Db } from '../../db/client';

export interface ApplicantApplication {
  id: string;
  programme: string;
  startDate: string;
  status: string;
  submittedAt: Date;
  /** Every status it has had, oldest first, starting with its receipt. */
  history: Array<{ status: string; at: Date }>;
}

/** The applications sent from this address, newest first, as the applicant may see them: no staff notes or names. */
export async function applicantApplications(db: Db, email: string): Promise<ApplicantApplication[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'programme', 'start_date', 'status', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const changes = await db
    .selectFrom('application_status_changes')
    .select(['application_id', 'to_status', 'changed_at'])
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('changed_at', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    programme: choiceLabel(PROGRAMMES, row.programme),
    startDate: choiceLabel(START_DATES, row.start_date),
    status: row.status,
    submittedAt: row.created_at,
    history: [
      { status: 'submitted', at: row.created_at },
      ...changes.filter((change) => change.application_id === row.id).map((change) => ({ status: change.to_status, at: change.changed_at })),
    ],
  }));
}
