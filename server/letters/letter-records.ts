import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Locale } from '../../domain/locale';
import type { LetterKind } from '../../domain/message-templates';

export interface LetterListItem {
  id: string;
  applicationId: string;
  kind: LetterKind;
  language: Locale;
  state: 'pending' | 'issued';
  templateVersion: number;
  /** The PDF's SHA-256, once issued: what every later step refers to. */
  sha256: string | null;
  requestedAt: Date;
  issuedAt: Date | null;
}

const columns = [
  'id',
  'application_id',
  'kind',
  'language',
  'state',
  'template_version',
  'sha256',
  'requested_at',
  'issued_at',
] as const;

function item(row: {
  id: string;
  application_id: string;
  kind: LetterKind;
  language: Locale;
  state: 'pending' | 'issued';
  template_version: number;
  sha256: string | null;
  requested_at: Date;
  issued_at: Date | null;
}): LetterListItem {
  return {
    id: row.id,
    applicationId: row.application_id,
    kind: row.kind,
    language: row.language,
    state: row.state,
    templateVersion: row.template_version,
    sha256: row.sha256,
    requestedAt: row.requested_at,
    issuedAt: row.issued_at,
  };
}

/** The letters of one application, pending ones included, for the staff detail. */
export async function lettersOfApplication(db: Db, applicationId: string): Promise<LetterListItem[]> {
  const rows = await db
    .selectFrom('letters')
    .select(columns)
    .where('application_id', '=', applicationId)
    .orderBy('requested_at')
    .execute();
  return rows.map(item);
}

/** The issued letters of every application sent from the address, for the applicant's space. */
export async function lettersOfApplicant(db: Db, email: string): Promise<LetterListItem[]> {
  const rows = await db
    .selectFrom('letters as l')
    .innerJoin('applications as a', 'a.id', 'l.application_id')
    .select(columns.map((column) => `l.${column}` as const))
    .where(sql<string>`lower(a.email)`, '=', email)
    .where('l.state', '=', 'issued')
    .orderBy('l.issued_at', 'desc')
    .execute();
  return rows.map(item);
}

/** An issued letter's stored object, for a download; for an applicant, only one of their own applications. */
export async function issuedLetter(db: Db, letterId: string, applicantEmail?: string) {
  let query = db
    .selectFrom('letters as l')
    .innerJoin('applications as a', 'a.id', 'l.application_id')
    .select(['l.id', 'l.application_id', 'l.kind', 'l.language', 'l.object_key', 'l.size_bytes', 'l.sha256'])
    .where('l.id', '=', letterId)
    .where('l.state', '=', 'issued');
  if (applicantEmail !== undefined) query = query.where(sql<string>`lower(a.email)`, '=', applicantEmail);
  return query.executeTakeFirst();
}
