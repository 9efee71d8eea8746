/**
 * How long the academy keeps each kind of record, in days. One module for the RETAIN_* operating
 * variables: the server, the worker, the retention job and the /privacy notice all read it, so
 * what the notice promises is what the job does. Pure, without even zod, so the public /privacy
 * page carries no validation code; their parser is in ./retention-env.ts.
 */
export const RETENTION_KINDS = ['contacts', 'closedApplications', 'drafts', 'emailRecords', 'audit', 'visits'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type RetentionPeriods = Record<RetentionKind, number>;

export const RETENTION_ENV_NAMES: Record<RetentionKind, string> = {
  contacts: 'RETAIN_CONTACTS_DAYS',
  closedApplications: 'RETAIN_CLOSED_APPLICATIONS_DAYS',
  drafts: 'RETAIN_DRAFTS_DAYS',
  emailRecords: 'RETAIN_EMAIL_RECORDS_DAYS',
  audit: 'RETAIN_AUDIT_DAYS',
  visits: 'RETAIN_VISITS_DAYS',
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
  /** Campus visits booked by a family who has not applied, counted from the visit. */
  visits: 180,
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
  visits: 'Campus visit bookings from families who have not applied, counted from the visit',
};

/** The unit a period is said in: whole years, else whole months (of 30 days), else days. */
export type PeriodUnit = 'years' | 'months' | 'days';

/** 730 → 2 years, 90 → 3 months, 45 → 45 days: the count and unit the words of either language are built from. */
export function periodInUnits(value: number): { count: number; unit: PeriodUnit } {
  if (value % 365 === 0) return { count: value / 365, unit: 'years' };
  if (value % 30 === 0) return { count: value / 30, unit: 'months' };
  return { count: value, unit: 'days' };
}

/**
 * "2 years", "12 months", "90 days": how the English notice and the dashboard say a period. The
 * pages say it in their own language with the privacy catalogue's `privacy_retention_period`
 * message, built from `periodInUnits` (its English wording is this one, tested alike).
 */
export function describeDays(value: number): string {
  const { count, unit } = periodInUnits(value);
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}
