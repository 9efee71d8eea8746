/**
 * The life of an application: the four steps the /apply page promises (submitted, under
 * review, interview, offer) plus the two ways it can end otherwise. Pure data, shared by
 * the dashboard, the server and the worker's status e-mail.
 */
export const APPLICATION_STATUSES = [
  { value: 'submitted', label: 'Submitted' },
  { value: 'under_review', label: 'Under review' },
  { value: 'interview', label: 'Interview' },
  { value: 'offer', label: 'Offer' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'enrolled', label: 'Enrolled' },
  { value: 'declined', label: 'Declined' },
  { value: 'withdrawn', label: 'Withdrawn' },
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];

export const APPLICATION_STATUS_VALUES = APPLICATION_STATUSES.map((s) => s.value) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];

/** Only these changes may e-mail the applicant: an invitation to an interview, the offer letter, a courteous decline. */
export const NOTIFIABLE_STATUSES: readonly ApplicationStatus[] = ['interview', 'offer', 'declined'];

/**
 * A move to one of these e-mails the applicant unless the officer chooses not to: the dashboard
 * ticks "Email the applicant" for them, and the server e-mails when a request does not say.
 */
const EMAILED_BY_DEFAULT: readonly ApplicationStatus[] = ['interview'];

export function emailsApplicantByDefault(status: string): boolean {
  return (EMAILED_BY_DEFAULT as readonly string[]).includes(status);
}

export function isNotifiableStatus(status: string): boolean {
  return (NOTIFIABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses an applicant may withdraw from in their own space: any still open, until enrolment.
 * 'declined' and 'withdrawn' have already ended it; once 'enrolled', the applicant is a student and
 * leaving is a matter for the school, not a button (decision 139).
 */
export const APPLICANT_WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'under_review',
  'interview',
  'offer',
  'accepted',
];

export function canApplicantWithdraw(status: string): boolean {
  return (APPLICANT_WITHDRAWABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * Set only by the applicant's acceptance once it counts (decision 135), never by a staff status
 * change: the dashboard does not offer it and the server refuses it.
 */
export const ACCEPTANCE_STATUS = 'accepted' satisfies ApplicationStatus;

/**
 * Set only by staff's Enrol action once its requirements are met (decision 139), never by the
 * plain status change: the dashboard does not offer it there and the server refuses it.
 */
export const ENROLMENT_STATUS = 'enrolled' satisfies ApplicationStatus;

export function isStaffSettableStatus(status: string): boolean {
  return status !== ACCEPTANCE_STATUS && status !== ENROLMENT_STATUS;
}

/** The statuses that hold one of the intake's places: an offer, accepted or not, and an enrolment. */
export const PLACE_TAKING_STATUSES: readonly ApplicationStatus[] = ['offer', 'accepted', 'enrolled'];

export function statusLabel(value: string): string {
  return APPLICATION_STATUSES.find((s) => s.value === value)?.label ?? value;
}
