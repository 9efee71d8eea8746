import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ApplicationsTable {
  id: Generated<string>;
  created_at: CreatedAt;
  first_name: string;
  last_name: string;
  /** A calendar date, read back as 'YYYY-MM-DD' (see the pg type parser in client.ts). */
  date_of_birth: string;
  nationality: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  programme: string;
  start_date: string;
  previous_institution: string | null;
  qualifications: string | null;
  english_level: string | null;
  motivation: string | null;
  /** One of APPLICATION_STATUSES (web/src/schemas/application-status.ts). */
  status: ColumnType<string, string | undefined, string>;
}

export interface ContactSubmissionsTable {
  id: Generated<string>;
  created_at: CreatedAt;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  programme_interest: string | null;
  message: string;
}

export interface UsersTable {
  id: Generated<string>;
  created_at: CreatedAt;
  /** Stored lower-cased, so one address is one account whatever its case. */
  email: string;
  password_hash: string;
  email_confirmed_at: Timestamp | null;
  is_admin: Generated<boolean>;
}

export interface SessionsTable {
  /** Hex SHA-256 of the session token; the token itself is never stored. */
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface EmailConfirmationTokensTable {
  /** Hex SHA-256 of the token sent in the link. */
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface EmailOutboxTable {
  id: Generated<string>;
  kind: string;
  recipient: string;
  /** Ids only (for example `{ "contactId": "..." }`), never the personal data itself. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  /** The submission or account the e-mail is about, so staff can see its delivery state. */
  reference_id: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

export interface ApplicationStatusChangesTable {
  id: Generated<string>;
  application_id: string;
  from_status: string;
  to_status: string;
  changed_by: string | null;
  changed_by_email: string;
  note: string | null;
  applicant_emailed: Generated<boolean>;
  changed_at: CreatedAt;
}

export type SubmissionType = 'application' | 'contact';

/** Internal staff notes on a submission; never e-mailed. */
export interface SubmissionNotesTable {
  id: Generated<string>;
  submission_type: SubmissionType;
  submission_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: CreatedAt;
}

/** A row once any admin has opened the submission; no row means it is new. */
export interface SubmissionOpeningsTable {
  submission_id: string;
  submission_type: SubmissionType;
  opened_by: string | null;
  opened_at: CreatedAt;
}

export interface Database {
  applications: ApplicationsTable;
  contact_submissions: ContactSubmissionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_confirmation_tokens: EmailConfirmationTokensTable;
  email_outbox: EmailOutboxTable;
  application_status_changes: ApplicationStatusChangesTable;
  submission_notes: SubmissionNotesTable;
  submission_openings: SubmissionOpeningsTable;
}

export type Application = Selectable<ApplicationsTable>;
export type NewApplication = Insertable<ApplicationsTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
export type NewContactSubmission = Insertable<ContactSubmissionsTable>;
export type User = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
