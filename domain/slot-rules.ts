import { z } from 'zod';
import { choiceValues, PROGRAMMES } from './application-choices';

/**
 * When campus visits and interviews can happen (decision 141): a rule is a weekly pattern of
 * wall-clock times in the school's time zone (Europe/London), with a slot length, the places a
 * slot holds, and how long before a slot booking closes. Staff write rules on the dashboard; the
 * slots themselves are computed from them (core/visits/slots.ts). Staff screens are English.
 */
export const SLOT_KINDS = ['visit', 'interview'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const INTERVIEW_MODES = ['campus', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday (as Temporal numbers them). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** How far ahead slots are offered, in days from the school's today. */
export const SLOT_HORIZON_DAYS = 90;

/**
 * Slots start between 06:00 and 21:59 UK time. The clocks change at 01:00 and 02:00, so every
 * allowed time exists exactly once on every day of the year.
 */
const SLOT_TIME = /^(0[6-9]|1\d|2[01]):[0-5]\d$/;

export const SLOT_RULE_LIMITS = {
  times: 12,
  lengthMinutes: { min: 10, max: 8 * 60 },
  capacity: { min: 1, max: 200 },
  minNoticeHours: { min: 0, max: 30 * 24 },
  label: 80,
  videoUrl: 500,
  note: 200,
} as const;

export const slotRuleMessages = {
  weekdays: 'Choose at least one weekday.',
  times: 'Give at least one start time.',
  time: 'Write each start time as HH:MM, between 06:00 and 21:59 UK time.',
  timesRepeat: 'Each start time once.',
  tooManyTimes: `At most ${SLOT_RULE_LIMITS.times} start times.`,
  overlap: 'Two start times overlap: each slot must end before the next one starts.',
  length: `A slot lasts ${SLOT_RULE_LIMITS.lengthMinutes.min} to ${SLOT_RULE_LIMITS.lengthMinutes.max} minutes.`,
  capacity: `A slot holds 1 to ${SLOT_RULE_LIMITS.capacity.max} families.`,
  minNotice: `The minimum notice is 0 to ${SLOT_RULE_LIMITS.minNoticeHours.max} hours.`,
  label: `Keep the name under ${SLOT_RULE_LIMITS.label} characters.`,
  interviewOfficer: 'An interview slot needs the officer who holds it.',
  interviewCapacity: 'An interview slot is for one applicant.',
  interviewMode: 'Say whether the interview is on campus or by video.',
  videoUrl: 'A video interview needs its https:// link.',
  visitOnly: 'A visit has no officer, video link or programme.',
  campusNoVideo: 'An interview on campus has no video link.',
  ruleNotFound: 'That slot pattern does not exist.',
  officerNotStaff: 'The officer must be a staff member with a confirmed account.',
  date: 'Enter the date as YYYY-MM-DD.',
  closureExists: 'That date is already left out.',
  closureNotFound: 'That left-out date does not exist.',
  note: `Keep the note under ${SLOT_RULE_LIMITS.note} characters.`,
} as const;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, slotRuleMessages.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, slotRuleMessages.date);

export const slotRuleInput = z
  .object({
    kind: z.enum(SLOT_KINDS),
    label: z.string().trim().max(SLOT_RULE_LIMITS.label, slotRuleMessages.label).default(''),
    weekdays: z
      .array(z.number().int().min(1).max(7), slotRuleMessages.weekdays)
      .min(1, slotRuleMessages.weekdays)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    times: z
      .array(z.string().trim().regex(SLOT_TIME, slotRuleMessages.time), slotRuleMessages.times)
      .min(1, slotRuleMessages.times)
      .max(SLOT_RULE_LIMITS.times, slotRuleMessages.tooManyTimes)
      .refine((times) => new Set(times).size === times.length, slotRuleMessages.timesRepeat)
      .transform((times) => [...times].sort()),
    lengthMinutes: z
      .number(slotRuleMessages.length)
      .int(slotRuleMessages.length)
      .min(SLOT_RULE_LIMITS.lengthMinutes.min, slotRuleMessages.length)
      .max(SLOT_RULE_LIMITS.lengthMinutes.max, slotRuleMessages.length),
    capacity: z
      .number(slotRuleMessages.capacity)
      .int(slotRuleMessages.capacity)
      .min(SLOT_RULE_LIMITS.capacity.min, slotRuleMessages.capacity)
      .max(SLOT_RULE_LIMITS.capacity.max, slotRuleMessages.capacity),
    minNoticeHours: z
      .number(slotRuleMessages.minNotice)
      .int(slotRuleMessages.minNotice)
      .min(SLOT_RULE_LIMITS.minNoticeHours.min, slotRuleMessages.minNotice)
      .max(SLOT_RULE_LIMITS.minNoticeHours.max, slotRuleMessages.minNotice),
    /** Leave out the term dates' holidays (half-terms and the breaks between terms). */
    skipHolidays: z.boolean().default(true),
    officerId: z.uuid(slotRuleMessages.interviewOfficer).nullable().default(null),
    mode: z.enum(INTERVIEW_MODES, slotRuleMessages.interviewMode).nullable().default(null),
    videoUrl: z
      .string()
      .trim()
      .max(SLOT_RULE_LIMITS.videoUrl, slotRuleMessages.videoUrl)
      .regex(/^https:\/\/[^\s]+$/, slotRuleMessages.videoUrl)
      .nullable()
      .default(null),
    programme: z.enum(choiceValues(PROGRAMMES)).nullable().default(null),
  })
  .superRefine((rule, issues) => {
    const problem = (message: string, path: string) => issues.addIssue({ code: 'custom', message, path: [path] });
    const starts = rule.times.map(minutesOf).sort((a, b) => a - b);
    if (starts.some((start, index) => index > 0 && start - starts[index - 1]! < rule.lengthMinutes)) {
      problem(slotRuleMessages.overlap, 'times');
    }
    if (rule.kind === 'visit') {
      if (rule.officerId || rule.mode || rule.videoUrl || rule.programme) problem(slotRuleMessages.visitOnly, 'kind');
      return;
    }
    if (!rule.officerId) problem(slotRuleMessages.interviewOfficer, 'officerId');
    if (rule.capacity !== 1) problem(slotRuleMessages.interviewCapacity, 'capacity');
    if (!rule.mode) problem(slotRuleMessages.interviewMode, 'mode');
    if (rule.mode === 'video' && !rule.videoUrl) problem(slotRuleMessages.videoUrl, 'videoUrl');
    if (rule.mode === 'campus' && rule.videoUrl) problem(slotRuleMessages.campusNoVideo, 'videoUrl');
  });
export type SlotRuleInput = z.output<typeof slotRuleInput>;

export const slotClosureInput = z.object({
  date: calendarDate,
  /** One rule's slots, or every rule's when null. */
  ruleId: z.uuid().nullable().default(null),
  note: z.string().trim().max(SLOT_RULE_LIMITS.note, slotRuleMessages.note).default(''),
});
export type SlotClosureInput = z.output<typeof slotClosureInput>;

/** A day's date written YYYY-MM-DD (the CLI's --from, the dashboard's range). */
export const slotDateField = calendarDate;

/**
 * A slot's identity: its rule and its start as a UTC instant (decision 141). Bookings keep both,
 * and their own start and end, so editing or disabling a rule never moves or drops a booking.
 */
export interface SlotKey {
  ruleId: string;
  /** ISO 8601 in UTC, to the second: 2027-03-30T09:00:00Z. */
  startsAt: string;
}
