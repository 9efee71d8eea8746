import { z } from 'zod';
import { isCalendarDate, schoolDate } from './intakes';

/**
 * Enrolment and the arrival (decision 139): what must hold before staff enrol an applicant, and the
 * arrival the enrolled applicant tells the school about. Pure, shared by the dashboard, the
 * applicant's space and the server.
 */

/** What must hold before enrolment, in the order staff read them. */
export const ENROLMENT_REQUIREMENTS = ['accepted', 'deposit_paid', 'cas_issued', 'visa_not_refused'] as const;
export type EnrolmentRequirement = (typeof ENROLMENT_REQUIREMENTS)[number];

/** Each requirement not met, as staff read it (staff screens are English, decision 101). */
export const enrolmentRequirementMessages: Record<EnrolmentRequirement, string> = {
  accepted: 'The offer has not been accepted: the applicant’s acceptance has not counted yet.',
  deposit_paid: 'The deposit is not paid in full.',
  cas_issued: 'The applicant needs a Student visa and no CAS is recorded.',
  visa_not_refused: 'The Student visa was refused.',
};

export const enrolmentMessages = {
  notFound: 'That application no longer exists.',
  alreadyEnrolled: 'This application is already enrolled.',
} as const;

/** What the requirements are read from; the server gathers it under the application's lock. */
export interface EnrolmentFacts {
  status: string;
  /** Every penny of the offer's deposit is paid. */
  depositPaidInFull: boolean;
  /** The acceptance's answer: null when it is not known (never answered, or blanked by erasure). */
  needsVisa: boolean | null;
  casIssued: boolean;
  visaRefused: boolean;
}

/**
 * The requirements an application does not meet yet, in order; none means it may be enrolled.
 * A CAS is needed unless the acceptance said no Student visa is needed: an unknown answer needs one.
 */
export function unmetEnrolmentRequirements(facts: EnrolmentFacts): EnrolmentRequirement[] {
  const unmet: EnrolmentRequirement[] = [];
  if (facts.status !== 'accepted') unmet.push('accepted');
  if (!facts.depositPaidInFull) unmet.push('deposit_paid');
  if (facts.needsVisa !== false && !facts.casIssued) unmet.push('cas_issued');
  if (facts.visaRefused) unmet.push('visa_not_refused');
  return unmet;
}

/** The refusal staff read when enrolment is not possible yet: every requirement not met. */
export function cannotEnrolMessage(unmet: readonly EnrolmentRequirement[]): string {
  return `This application cannot be enrolled yet. ${unmet.map((key) => enrolmentRequirementMessages[key]).join(' ')}`;
}

// --- The arrival ---

export const ACCOMMODATION_CHOICES = ['homestay', 'residence'] as const;
export type Accommodation = (typeof ACCOMMODATION_CHOICES)[number];

/** How far from the start date an arrival may be, either side. */
export const ARRIVAL_WINDOW_DAYS = 90;
/** The arrival is deleted this long after its date: the pick-up is long done (decision 139). */
export const ARRIVAL_KEPT_DAYS = 90;

/**
 * The applicant's refusals, in English: the space says them in the reader's language through the
 * applicant catalogue, which holds these words exactly (tests/unit/applicant-server-words.test.ts).
 */
export const arrivalMessages = {
  flightNumber: 'Enter your flight number as it is on your ticket, for example BA 123.',
  arrivalDate: 'Enter the date your flight lands.',
  arrivalDatePast: 'The arrival date cannot be in the past.',
  arrivalDateWindow: 'The arrival date must be within 90 days of the start of your course.',
  arrivalTime: 'Enter the time your flight lands, for example 14:30.',
  pickUp: 'Say whether you want the airport pick-up.',
  accommodation: 'Choose the accommodation you want: homestay or residence.',
  notEnrolled: 'You can tell us about your arrival once you are enrolled.',
} as const;

/**
 * An airline's code (two letters or digits, not both digits, as IATA gives them; or three letters,
 * as ICAO does), then one to four digits, then at most one letter: BA123, U21234, BAW9, EK1A.
 */
export const FLIGHT_NUMBER_PATTERN = /^(?:[A-Z]{3}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{2})[0-9]{1,4}[A-Z]?$/;

/** A flight number as the school keeps it: spaces and dashes dropped, upper case. */
export function normaliseFlightNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export const flightNumberField = z
  .string(arrivalMessages.flightNumber)
  .max(40, arrivalMessages.flightNumber)
  .transform(normaliseFlightNumber)
  .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, arrivalMessages.flightNumber));

/** The school's date and the local time at the UK airport, which keeps the school's clock. */
export const arrivalFields = z.object({
  flightNumber: flightNumberField,
  arrivalDate: z.string(arrivalMessages.arrivalDate).refine(isCalendarDate, arrivalMessages.arrivalDate),
  arrivalTime: z
    .string(arrivalMessages.arrivalTime)
    .regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, arrivalMessages.arrivalTime),
  pickUp: z.boolean(arrivalMessages.pickUp),
  accommodation: z.enum(ACCOMMODATION_CHOICES, arrivalMessages.accommodation),
});
export type ArrivalFields = z.infer<typeof arrivalFields>;

/** What the applicant's space sends, and the procedure checks: the same schema. */
export const arrivalInput = arrivalFields.extend({ applicationId: z.uuid() });
export type ArrivalInput = z.infer<typeof arrivalInput>;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

/**
 * What is wrong with an arrival date for a course starting on `startDate`, or null: not before the
 * school's today, and within ARRIVAL_WINDOW_DAYS of the start, either side. Both the form and the
 * server ask (the schema alone cannot: it does not know the start date or the day).
 */
export function arrivalDateProblem(arrivalDate: string, startDate: string, now: Date): string | null {
  if (!isCalendarDate(arrivalDate)) return arrivalMessages.arrivalDate;
  if (arrivalDate < schoolDate(now)) return arrivalMessages.arrivalDatePast;
  if (Math.abs(dayNumber(arrivalDate) - dayNumber(startDate)) > ARRIVAL_WINDOW_DAYS) {
    return arrivalMessages.arrivalDateWindow;
  }
  return null;
}
