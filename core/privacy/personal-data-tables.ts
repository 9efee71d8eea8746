import type { Database } from '../../db/types';
import type { SubmissionType } from '../../domain/submission-kinds';

/**
 * How each part of the privacy duties reaches a table:
 * - a file of core/ that names the table and does the work there;
 * - `kind`: the generic code of every submission kind (core/privacy/erase-records.ts), which reads
 *   the table from domain/submission-kinds.ts;
 * - `cascade`: the table's rows go with a parent's row by ON DELETE CASCADE;
 * - `exempt`: the duty does not apply, and the reason says why.
 */
export type Duty = { file: string } | { kind: SubmissionType } | { cascade: keyof Database } | { exempt: string };

export interface PersonalDataTable {
  erasure: Duty;
  export: Duty;
  retention: Duty;
}

/**
 * Every table, and whether it holds personal data; if it does, how erasure, the access export
 * and retention reach it. Typed over every table of db/types.ts, so a new table does not compile
 * until it is listed here, and tests/integration/personal-data-tables.test.ts checks each claim
 * against the migrated database and the privacy code.
 */
export const PERSONAL_DATA_TABLES: Record<keyof Database, PersonalDataTable | { none: string }> = {
  applications: {
    erasure: { kind: 'application' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  contact_submissions: {
    erasure: { kind: 'contact' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  application_status_changes: {
    erasure: { kind: 'application' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  submission_notes: {
    erasure: { file: 'privacy/erase-records.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/erase-records.ts' },
  },
  submission_openings: {
    erasure: { file: 'privacy/erase-records.ts' },
    export: { exempt: 'which staff member opened a submission, and when: staff activity, not about the applicant' },
    retention: { file: 'privacy/erase-records.ts' },
  },
  application_documents: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  duplicate_dismissals: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  application_drafts: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  email_outbox: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  audit_log: {
    erasure: {
      exempt:
        'holds ids and keyed pseudonyms of addresses, never an address (decision 104); an erasure adds its own entry',
    },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'audit/audit-log.ts' },
  },
  users: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { exempt: 'a staff account lasts while the person works here; an admin removes it' },
  },
  sessions: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { exempt: 'a hash of a token, a device and times: security data, not about the subject as a person' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  email_confirmation_tokens: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { exempt: 'a hash of a single-use token' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  pending_signups: {
    erasure: { cascade: 'users' },
    export: { exempt: 'the password hash of a sign-up not yet confirmed, whose account the export lists' },
    retention: { cascade: 'users' },
  },
  password_reset_tokens: {
    erasure: { cascade: 'users' },
    export: { exempt: 'a hash of a single-use token' },
    retention: { cascade: 'users' },
  },
  staff_invitations: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { exempt: 'an invitation to an address, which lapses within days' },
    retention: { exempt: 'kept until an admin revokes it or the address is erased; the team screen shows lapsed ones' },
  },
  totp_credentials: {
    erasure: { cascade: 'users' },
    export: { exempt: 'an encrypted two-factor secret: exporting it would weaken the account' },
    retention: { cascade: 'users' },
  },
  recovery_codes: {
    erasure: { cascade: 'users' },
    export: { exempt: 'hashes of recovery codes' },
    retention: { cascade: 'users' },
  },
  applicant_sign_in_links: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { exempt: 'a hash of a single-use link' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  applicant_sessions: {
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { exempt: 'a hash of a session token and its times' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  retention_runs: { none: 'the times and counts of each retention pass' },
  submission_counts: { none: 'counts of submissions by status, for the dashboard' },
  content_drafts: {
    none: 'the site content staff are editing; its author is an account id that erasing the account sets to null',
  },
  content_versions: {
    none: 'published site content (term dates, fees, news); its publisher is an account id that erasure sets to null',
  },
  content_images: {
    none: 'news images staff publish on the site; the uploader is an account id that erasure sets to null',
  },
  site_releases: { none: 'when the public pages were regenerated, and for which kinds of content' },
  site_release_pages: { none: 'the public pages as prerendered from published content' },
  stored_object_removals: { none: 'storage keys of files waiting to be removed: random ids, no names' },
  message_templates: {
    none: 'the texts of the letters and status e-mails, with merge fields in place of any person; its author is an account id that erasure sets to null',
  },
  letters: {
    // Letters follow their application (decision 132): erased with it, kept as long as it is.
    erasure: { cascade: 'applications' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  offers: {
    // An offer follows its application (decision 134): erased with it, kept as long as it is.
    erasure: { cascade: 'applications' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  offer_conditions: {
    erasure: { cascade: 'offers' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'offers' },
  },
  acceptances: {
    // Outlives its application's erasure (decision 135): erasure blanks the IP addresses, user
    // agents, visa answer and guardian's address and detaches it; the retention pass deletes it
    // six years after the acceptance.
    erasure: { file: 'privacy/erase-records.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  guardian_links: {
    // A link's token hash and expiry; erased with the acceptance's details, gone when used.
    erasure: { file: 'privacy/erase-records.ts' },
    export: {
      exempt:
        'the SHA-256 of a single-use link token and its expiry: nothing about the person beyond the acceptance, which is exported',
    },
    retention: { cascade: 'acceptances' },
  },
  cas_records: {
    // A CAS and its visa outcome follow their application (decision 136): erased with it, kept as long as it is.
    erasure: { cascade: 'applications' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  payments: {
    // A financial record (decision 138): erasure keeps the amount, date, method and references and
    // detaches it; the retention pass deletes it six years after the end of its financial year.
    erasure: { file: 'privacy/erase-records.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  cas_requests: {
    // When the CAS was asked for follows its application (decision 136).
    erasure: { cascade: 'applications' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { cascade: 'applications' },
  },
  arrivals: {
    // An arrival follows its application (decision 139): erased with it; the retention pass deletes
    // it 90 days after its date, while the application itself is kept as the student's record.
    erasure: { cascade: 'applications' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  intakes: { none: 'the programmes and dates the school takes applications for, with counts of places' },
  bookings: {
    // Visits and interviews (decisions 141-143): erased by address; a visit from a family with no
    // application goes RETAIN_VISITS_DAYS after it; an interview follows its application.
    erasure: { file: 'privacy/erase-subject.ts' },
    export: { file: 'privacy/subject-export.ts' },
    retention: { file: 'privacy/retention-pass.ts' },
  },
  booking_links: {
    erasure: { cascade: 'bookings' },
    export: {
      exempt:
        'the SHA-256 of a manage link token and its expiry: nothing about the person beyond the booking, which is exported',
    },
    retention: { cascade: 'bookings' },
  },
  slot_rules: {
    none: 'when visits and interviews can happen; an interview officer and the author are account ids that erasure sets to null',
  },
  slot_closures: { none: 'dates left out of the slots; the author is an account id that erasure sets to null' },
  slot_counts: { none: 'how many places of each slot are taken' },
  staff_calendar_feeds: {
    // A staff member's calendar feed (decision 144) goes with their account.
    erasure: { cascade: 'users' },
    export: { exempt: 'the SHA-256 of a calendar feed token and when it was made, used and revoked' },
    retention: { cascade: 'users' },
  },
};
