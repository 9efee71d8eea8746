/**
 * How long the academy keeps each kind of record, in days. One module for the RETAIN_* operating
 * variables: the server, the worker, the retention job and the /privacy notice all read it, so
 * what the notice promises is what the job does. Pure, without even zod, so the public /privacy
 * page carries no validation code; their parser is in ./retention-env.ts.
 */
export const RETENTION_KINDS = ['contacts', 'closedApplications', 'drafts', 'emailRecords', 'audit'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type RetentionPeriods = Record<RetentionKind, number>;

export const RETENTION_ENV_NAMES: Record<RetentionKind, string> = {
  contacts: 'RETAIN_CONTACTS_DAYS',
  closedApplications: 'RETAIN_CLOSED_APPLICATIONS_DAYS',
  drafts: 'RETAIN_DRAFTS_DAYS',
  emailRecords: 'RETAIN_EMAIL_RECORDS_DAYS',
  audit: 'RETAIN_AUDIT_DAYS',
};

/**
 * The audit log is kept a year at least, whatever RETAIN_AUDIT_DAYS says; the database's own
 * retention function refuses younger rows too (docs/decisions/103-database-roles.md).
 */
export const MIN_AUDIT_RETENTION_DAYS = 365;

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  contacts: 730,
  closedApplications: 365,
  drafts: 30,
  emailRecords: 90,
  audit: 730,
};

/**
 * The statuses that end an application; its retention clock starts when it reaches one.
 * 'offer' is not among them: an offer is still open until the applicant enrols (the record then
 * moves to the student file) or turns it down (staff set 'withdrawn').
 */
export const FINAL_APPLICATION_STATUSES = ['declined', 'withdrawn'] as const;

/**
 * The id of the inline JSON the production server writes into every HTML page it serves
 * (server/http/serve-web.ts), holding the periods it is configured with; the /privacy notice
 * reads it in the browser (web/src/features/privacy/configured-periods.ts).
 */
export const RETENTION_SCRIPT_ID = 'retention-periods';

/** What the notice and the dashboard call each kind. */
export const RETENTION_LABELS: Record<RetentionKind, string> = {
  contacts: 'Contact form messages, counted from when we receive them',
  closedApplications: 'Applications, counted from when they were declined or withdrawn',
  drafts: 'Saved applications not yet sent, counted from their last change',
  emailRecords: 'Records of e-mails we sent, counted from when they were sent',
  audit: 'The staff audit log, counted from each entry',
};

/** "2 years", "12 months", "90 days": how the notice says a period. */
export function describeDays(value: number): string {
  if (value % 365 === 0) return value === 365 ? '1 year' : `${value / 365} years`;
  if (value % 30 === 0) return value === 30 ? '1 month' : `${value / 30} months`;
  return value === 1 ? '1 day' : `${value} days`;
}
