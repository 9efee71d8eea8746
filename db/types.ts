import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationFormValues } from '../domain/application-form';
import type { ContactFormValues } from '../domain/contact-form';
import type { Accommodation } from '../domain/enrolment';
import type { IntakePolicy, IntakeState } from '../domain/intakes';
import type { PaymentMethod } from '../domain/payments';
import type { Locale } from '../domain/locale';
import type { LetterKind, MessageTemplateKey } from '../domain/message-templates';
import type { FormColumns } from './form-columns';
import type { SubmissionType } from '../domain/submission-kinds';
import type { InterviewMode, SlotKind } from '../domain/slot-rules';

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/**
 * The language a submission or draft was sent in (migration 0016): read as a Locale (the column's
 * check allows no other), written as the form's value, 'en' when not given.
 */
type LanguageColumn = ColumnType<Locale, string | undefined, string>;

/** The application form's fields (date_of_birth reads back as 'YYYY-MM-DD', see client.ts), and its workflow. */
export interface ApplicationsTable extends Omit<FormColumns<ApplicationFormValues>, 'language'> {
  id: Generated<string>;
  language: LanguageColumn;
  created_at: CreatedAt;
  /** One of APPLICATION_STATUSES (domain/application-status.ts). */
  status: ColumnType<string, string | undefined, string>;
  /** When it reached a final status (FINAL_APPLICATION_STATUSES); its retention clock. */
  final_status_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Sent while its intake was full (every place offered): it joined the waiting list. */
  waiting_list: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ContactSubmissionsTable extends Omit<FormColumns<ContactFormValues>, 'language'> {
  id: Generated<string>;
  language: LanguageColumn;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  created_at: CreatedAt;
  /** Stored lower-cased, so one address is one account whatever its case. */
  email: string;
  password_hash: string;
  email_confirmed_at: Timestamp | null;
  is_admin: Generated<boolean>;
  /** Edits and publishes the site's content; reads no applicant data (decision 131). */
  is_editor: Generated<boolean>;
  /** The current password passed the strong policy (server/auth/password-policy.ts) when set. */
  password_strong: Generated<boolean>;
}

export interface SessionsTable {
  /** Hex SHA-256 of the session token; the token itself is never stored. */
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** What the Security panel names the session by (the id never leaves the server). */
  public_id: Generated<string>;
  /** True once this session has passed the second step of sign-in (or enrolled). */
  two_factor_verified: Generated<boolean>;
  user_agent: string | null;
  ip: string | null;
  /** Moved forward at most once a minute. */
  last_used_at: Timestamp | null;
}

/** One authenticator per account; the key is AES-256-GCM encrypted (server/auth/totp-key-encryption.ts). */
export interface TotpCredentialsTable {
  user_id: string;
  encrypted_key: Buffer;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: Timestamp | null;
  /** The last accepted TOTP time-step (bigint, read as a string by pg). */
  last_used_step: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Ten single-use codes per enrolment, stored as hex SHA-256. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface EmailConfirmationTokensTable {
  /** Hex SHA-256 of the token sent in the link. */
  id: string;
  user_id: string;
  /** The sign-up whose password this link confirms (null only for links issued before 0007). */
  signup_id: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** A sign-up of a still-unconfirmed address, with the password its own link will set. */
export interface PendingSignupsTable {
  id: Generated<string>;
  user_id: string;
  password_hash: string;
  password_strong: boolean;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  /** Hex SHA-256 of the token sent in the link. */
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** An invitation to join the staff; deleted when accepted or revoked. */
export interface StaffInvitationsTable {
  id: Generated<string>;
  email: string;
  is_admin: boolean;
  is_editor: Generated<boolean>;
  invited_by: string | null;
  created_at: CreatedAt;
  /** Hex SHA-256 of the newest link sent; null until the worker sends it. */
  token_hash: string | null;
  expires_at: Timestamp | null;
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
  /** An e-mail to the applicant about this change was queued (when it was made, or later). */
  applicant_emailed: Generated<boolean>;
  /** When that e-mail was sent; null until then, and when it could not be delivered. */
  status_email_sent_at: Timestamp | null;
  /** The required document items an officer confirmed were not in hand when making an offer. */
  missing_documents: string[] | null;
  /** An offer the officer confirmed a second time because the intake had no place left. */
  beyond_capacity: Generated<boolean>;
  changed_at: CreatedAt;
}

export type { SubmissionType };

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

/** Append-only (a trigger refuses UPDATE and DELETE outside core/audit/audit-log.ts's maintenance). */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  at: CreatedAt;
  /** The staff account, or null for the command line and the system. */
  actor_id: string | null;
  /** The account's e-mail at the time, `cli`, or `system`. */
  actor_label: string;
  /** One of AUDIT_ACTIONS (core/audit/audit-log.ts). */
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  /** Counts, filters and ids; never an applicant's name, address or free text. */
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
}

/** One summary per retention pass: what it erased, per kind, and the periods it applied. */
export interface RetentionRunsTable {
  id: ColumnType<string, never, never>;
  started_at: Timestamp;
  finished_at: CreatedAt;
  trigger: string;
  counts: ColumnType<Record<string, number>, string, never>;
  periods: ColumnType<Record<string, number>, string, never>;
}

/** Delta rows per kind, kept by triggers; their sums are the dashboard's tab counts (decision 073). */
export interface SubmissionCountsTable {
  id: Generated<string>;
  kind: 'application' | 'contact';
  total: string;
  unopened: string;
}

/** A single-use applicant sign-in link: the SHA-256 of its token, never the token. */
export interface ApplicantSignInLinksTable {
  id: string;
  /** Lower-cased: the address the link was sent to, and whose space it opens. */
  email: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** The draft saved for later that this link was sent for: spending the link makes it the address's draft. */
  draft_id: string | null;
}

/** An applicant's session: the SHA-256 of the cookie's token, for one address. */
export interface ApplicantSessionsTable {
  id: string;
  /** What the audit log names the session by; `id` is the token's hash and never leaves the server. */
  public_id: Generated<string>;
  email: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** A stored object to remove once due: queued by trigger when its document row goes, or as an upload's lease. */
export interface StoredObjectRemovalsTable {
  object_key: string;
  due_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ScanState = 'pending' | 'clean' | 'infected' | 'not_scanned';
export type ReviewState = 'uploaded' | 'accepted' | 'rejected';

/** One document an applicant sent for one checklist item of one application. */
export interface ApplicationDocumentsTable {
  id: Generated<string>;
  application_id: string;
  /** A DOCUMENT_ITEMS key (domain/document-checklist.ts). */
  item: string;
  /** Random (core/storage/object-storage.ts); null once quarantined and removed. */
  object_key: string | null;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  scan_state: ScanState;
  scanned_at: Timestamp | null;
  /** What clamd named, for a quarantined file. */
  signature: string | null;
  review_state: ColumnType<ReviewState, ReviewState | undefined, ReviewState>;
  reject_reason: string | null;
  reviewed_by_email: string | null;
  reviewed_at: Timestamp | null;
  uploaded_at: CreatedAt;
}

/** Two applications staff marked "not a duplicate"; the pair is stored once, its smaller id first. */
export interface DuplicateDismissalsTable {
  first_application_id: string;
  second_application_id: string;
  dismissed_by: string | null;
  /** Kept as text too, so the mark still says who after the account is deleted. */
  dismissed_by_email: string;
  dismissed_at: CreatedAt;
}

/**
 * An applicant's unsent application (one per address): the form's values as typed, capped at
 * the form's limits (domain/application-draft.ts), and the step (section, 1-5) they were in.
 */
export interface ApplicationDraftsTable {
  id: Generated<string>;
  /** Lower-cased: the address whose draft it is. */
  email: string;
  values: ColumnType<Partial<Record<string, string>>, string, string>;
  step: number;
  created_at: CreatedAt;
  /** Its last change: the reminder and the retention clock. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When the one reminder e-mail was queued; null until then. */
  reminder_sent_at: Timestamp | null;
  /** The language of the form it was saved from: its reminder and sign-in link go out in it. */
  language: LanguageColumn;
  /**
   * True for the address's draft (at most one): saved by its own applicant session, or a save whose
   * sign-in link was spent. False for a save by someone not signed in as the address, held until
   * the link sent for it claims it (decision 115).
   */
  claimed: Generated<boolean>;
}

export type ContentKindColumn = 'term_dates' | 'summer_school' | 'fees' | 'news';

/** The draft of one kind of content, both languages in one document (decision 129). */
export interface ContentDraftsTable {
  kind: ContentKindColumn;
  body: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

/** One publication of a kind of content; bringing an earlier one back publishes it again. */
export interface ContentVersionsTable {
  id: Generated<string>;
  kind: ContentKindColumn;
  version: number;
  body: ColumnType<unknown, string, never>;
  published_at: CreatedAt;
  published_by: string | null;
  /** The version brought back, when this publication restored one. */
  restored_from: number | null;
}

/** A news image: the widths it was resized into, each a file in the object storage. */
export interface ContentImagesTable {
  id: Generated<string>;
  variants: ColumnType<{ width: number; height: number; key: string }[], string, never>;
  created_at: CreatedAt;
  uploaded_by: string | null;
}

export type SiteReleaseStatus = 'pending' | 'live' | 'failed';

/** The outbox of publishing: pending until the worker has rendered its pages and swapped them in. */
export interface SiteReleasesTable {
  id: Generated<string>;
  status: ColumnType<SiteReleaseStatus, SiteReleaseStatus | undefined, SiteReleaseStatus>;
  kinds: ContentKindColumn[];
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  build_id: string | null;
  created_at: CreatedAt;
  live_at: Timestamp | null;
}

/** A page of a release, served in place of the build's file for the same path. */
export interface SiteReleasePagesTable {
  release_id: string;
  path: string;
  content_type: string;
  body: string;
}

/**
 * One programme starting on one date (migration 0020, decision 128). Applications name theirs by
 * (programme, start_date); dates read back as 'YYYY-MM-DD' (client.ts).
 */
export interface IntakesTable {
  id: Generated<number>;
  programme: string;
  starts_on: string;
  deadline: string;
  /** One of INTAKE_POLICIES (domain/intakes.ts). */
  policy: ColumnType<IntakePolicy, IntakePolicy | undefined, IntakePolicy>;
  /** Places that may be offered; null when the intake has no limit. */
  capacity: number | null;
  /** One of INTAKE_STATES (domain/intakes.ts). */
  state: ColumnType<IntakeState, IntakeState | undefined, IntakeState>;
  /** The intake's deposit in pence, which an offer starts from (migration 0026); null until staff set it. */
  deposit_pence: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One version of a letter's or status e-mail's text, both languages (migration 0022, decision 133). */
export interface MessageTemplatesTable {
  key: MessageTemplateKey;
  version: number;
  subject_en: string;
  heading_en: string;
  body_en: string;
  subject_ar: string;
  heading_ar: string;
  body_ar: string;
  created_by: string | null;
  created_at: CreatedAt;
}

/**
 * A PDF letter of an application, one of each kind (migration 0022, decision 132): pending until
 * the worker renders it, then issued and never changed.
 */
export interface LettersTable {
  id: Generated<string>;
  application_id: string;
  kind: LetterKind;
  language: Locale;
  template_key: MessageTemplateKey;
  template_version: number;
  /** The offer's terms (core/letters/merge-fields.ts OfferTerms), as JSON. */
  terms: ColumnType<unknown, string, never>;
  state: ColumnType<'pending' | 'issued', 'pending' | undefined, 'issued'>;
  /** Hex SHA-256 of the stored PDF: what every later step refers to. */
  sha256: string | null;
  object_key: string | null;
  size_bytes: number | null;
  requested_at: CreatedAt;
  issued_at: Timestamp | null;
  /** The payment a receipt is for (migration 0026); null for every other kind. */
  payment_id: ColumnType<string | null, string | null | undefined, never>;
}

/** The offer of an application (migration 0023, decision 134): at most one, made with the status "offer". */
export interface OffersTable {
  application_id: string;
  kind: 'conditional' | 'unconditional';
  fees_pence: number;
  deposit_pence: number;
  /** 'YYYY-MM-DD', a school date. */
  reply_by: ColumnType<string, string, string>;
  made_by: string | null;
  made_at: CreatedAt;
  unconditional_at: Timestamp | null;
  /** `DEP-<number>-<check digits>`, numbered by the database when the offer is written (migration 0026). */
  payment_reference: ColumnType<string, never, never>;
  /** When admissions were e-mailed that the reply-by date passed with no acceptance; cleared when it is extended (migration 0028). */
  reply_by_passed_told_at: Timestamp | null;
}

/** A condition of a conditional offer, met once staff mark it. */
/** An offer's acceptance (decision 135); outlives its application's erasure with application_id null. */
export interface AcceptancesTable {
  id: Generated<string>;
  application_id: string | null;
  application_reference: string;
  typed_name: string;
  accepted_at: CreatedAt;
  ip: string | null;
  user_agent: string | null;
  letter_id: string | null;
  letter_sha256: string;
  needs_visa: boolean | null;
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_typed_name: string | null;
  guardian_confirmed_at: Timestamp | null;
  guardian_ip: string | null;
  guardian_user_agent: string | null;
  counted_at: Timestamp | null;
}
/** A guardian's single-use link: the SHA-256 of its token (decision 135). */
export interface GuardianLinksTable {
  id: string;
  acceptance_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}
export interface OfferConditionsTable {
  id: Generated<string>;
  application_id: string;
  position: number;
  /** The key of a condition from the programme's list (domain/offer-conditions.ts), null for one staff wrote. */
  preset: string | null;
  text_en: string;
  text_ar: string;
  met_at: Timestamp | null;
  met_by: string | null;
}

/** The CAS of an applicant who needs a Student visa, and the visa's outcome (migration 0025, decision 136). */
export interface CasRecordsTable {
  application_id: string;
  /** 14 letters and digits, upper case (domain/cas.ts). */
  cas_number: string;
  /** 'YYYY-MM-DD', the CAS's date. */
  issued_on: ColumnType<string, string, string>;
  recorded_by: string | null;
  recorded_at: CreatedAt;
  visa_outcome: 'granted' | 'refused' | null;
  visa_outcome_at: Timestamp | null;
  /** Set by a refused visa, as the school's terms say. */
  deposit_to_refund: Generated<boolean>;
}

/**
 * A payment staff recorded against an application's deposit (migration 0026, decisions 137 and 138).
 * Outlives its application's erasure, reduced and detached (application_id null).
 */
export interface PaymentsTable {
  id: Generated<string>;
  application_id: string | null;
  /** The application's id as text, kept after the application is erased. */
  application_reference: string;
  payment_reference: string;
  amount_pence: number;
  /** 'YYYY-MM-DD', the school date it was paid. */
  paid_on: ColumnType<string, string, string>;
  /** One of PAYMENT_METHODS (domain/payments.ts). */
  method: PaymentMethod;
  note: string | null;
  recorded_by: string | null;
  created_at: CreatedAt;
}

/** When staff asked for an application's CAS (migration 0026, decision 136). */
export interface CasRequestsTable {
  application_id: string;
  /** 'YYYY-MM-DD', a school date. */
  requested_on: ColumnType<string, string, string>;
  recorded_by: string | null;
  recorded_at: CreatedAt;
}

/** An enrolled applicant's arrival (migration 0027, decision 139): at most one an application. */
export interface ArrivalsTable {
  application_id: string;
  /** An airline's code and one to four digits, upper case, no spaces (domain/enrolment.ts). */
  flight_number: string;
  /** 'YYYY-MM-DD', the day it lands in the UK (the school's date). */
  arrival_date: ColumnType<string, string, string>;
  /** 'HH:MM:SS' as read, 'HH:MM' as written: the local time it lands at the UK airport. */
  arrival_time: ColumnType<string, string, string>;
  pick_up: boolean;
  accommodation: Accommodation;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A weekly pattern of visit or interview slots in UK wall-clock time (migration 0029, decision 141). */
export interface SlotRulesTable {
  id: Generated<string>;
  kind: SlotKind;
  label: ColumnType<string, string | undefined, string>;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  weekdays: number[];
  /** 'HH:MM' in Europe/London. */
  times: string[];
  length_minutes: number;
  capacity: number;
  min_notice_hours: number;
  skip_holidays: ColumnType<boolean, boolean | undefined, boolean>;
  officer_id: string | null;
  mode: InterviewMode | null;
  video_url: string | null;
  programme: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A date left out of one rule's slots, or of every rule's when rule_id is null. */
export interface SlotClosuresTable {
  id: Generated<string>;
  /** 'YYYY-MM-DD', a school date. */
  on_date: ColumnType<string, string, string>;
  rule_id: string | null;
  note: ColumnType<string, string | undefined, string>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** The places of one booked slot, keyed by its rule and start (decision 142). */
export interface SlotCountsTable {
  rule_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  capacity: number;
  booked: ColumnType<number, number | undefined, number>;
}

/** A visit or an interview booked at one slot (migration 0029, decisions 141-143). */
export interface BookingsTable {
  id: Generated<string>;
  kind: SlotKind;
  rule_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  officer_id: string | null;
  application_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  party_size: ColumnType<number, number | undefined, number>;
  programmes: ColumnType<string[], string[] | undefined, string[]>;
  message: string | null;
  language: LanguageColumn;
  status: ColumnType<'booked' | 'cancelled', 'booked' | 'cancelled' | undefined, 'booked' | 'cancelled'>;
  /** The calendar event's revision: raised by each reschedule and the cancellation. */
  sequence: ColumnType<number, number | undefined, number>;
  /** The calendar event's UID, the same for the booking's life. */
  ical_uid: string;
  reminder_due_at: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** An interview's outcome, marked by its officer once it has started (decision 145). */
  outcome: ColumnType<
    'attended' | 'no_show' | null,
    'attended' | 'no_show' | null | undefined,
    'attended' | 'no_show' | null
  >;
  outcome_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  outcome_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An e-mailed manage link of a booking: the SHA-256 of its token. */
export interface BookingLinksTable {
  id: string;
  booking_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** A staff member's personal calendar feed (decision 144): the SHA-256 of its URL's token. */
export interface StaffCalendarFeedsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface Database {
  applications: ApplicationsTable;
  contact_submissions: ContactSubmissionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_confirmation_tokens: EmailConfirmationTokensTable;
  pending_signups: PendingSignupsTable;
  password_reset_tokens: PasswordResetTokensTable;
  staff_invitations: StaffInvitationsTable;
  email_outbox: EmailOutboxTable;
  application_status_changes: ApplicationStatusChangesTable;
  submission_notes: SubmissionNotesTable;
  submission_openings: SubmissionOpeningsTable;
  audit_log: AuditLogTable;
  retention_runs: RetentionRunsTable;
  totp_credentials: TotpCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  submission_counts: SubmissionCountsTable;
  applicant_sign_in_links: ApplicantSignInLinksTable;
  applicant_sessions: ApplicantSessionsTable;
  stored_object_removals: StoredObjectRemovalsTable;
  application_documents: ApplicationDocumentsTable;
  duplicate_dismissals: DuplicateDismissalsTable;
  application_drafts: ApplicationDraftsTable;
  content_drafts: ContentDraftsTable;
  content_versions: ContentVersionsTable;
  content_images: ContentImagesTable;
  site_releases: SiteReleasesTable;
  site_release_pages: SiteReleasePagesTable;
  intakes: IntakesTable;
  message_templates: MessageTemplatesTable;
  letters: LettersTable;
  offers: OffersTable;
  offer_conditions: OfferConditionsTable;
  acceptances: AcceptancesTable;
  guardian_links: GuardianLinksTable;
  cas_records: CasRecordsTable;
  payments: PaymentsTable;
  cas_requests: CasRequestsTable;
  arrivals: ArrivalsTable;
  slot_rules: SlotRulesTable;
  slot_closures: SlotClosuresTable;
  slot_counts: SlotCountsTable;
  bookings: BookingsTable;
  booking_links: BookingLinksTable;
  staff_calendar_feeds: StaffCalendarFeedsTable;
}

export type Application = Selectable<ApplicationsTable>;
export type NewApplication = Insertable<ApplicationsTable>;
export type Intake = Selectable<IntakesTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
export type NewContactSubmission = Insertable<ContactSubmissionsTable>;
export type User = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
