import { z } from 'zod';
import { PROGRAMMES, choiceValues } from './application-choices';
import { INTAKE_POLICIES, isCalendarDate } from './intakes';

/**
 * What staff give for an intake, on the dashboard and at the command line (decision 128). Staff
 * words stay English, as the rest of the dashboard. One schema, so both doors check the same rules,
 * and the database's constraints (migration 0020) mirror them.
 */
export const INTAKE_CAPACITY_MAX = 10_000;

export const INTAKE_MESSAGES = {
  programme: `The programme must be one of: ${choiceValues(PROGRAMMES).join(', ')}.`,
  startsOn: 'The start date must be a real date written YYYY-MM-DD.',
  deadline: 'The deadline must be a real date written YYYY-MM-DD.',
  deadlineAfterStart: 'The deadline must be on or before the start date.',
  capacity: `The capacity must be a whole number of places from 1 to ${INTAKE_CAPACITY_MAX}.`,
  policy: 'The policy must be strict or rolling.',
  deposit: 'The deposit must be an amount in pounds from £0 to £100,000, in whole pence.',
  year: 'The year must be written as four digits, such as 2027.',
} as const;

const calendarDate = (message: string) =>
  z.string({ error: message }).trim().max(10, message).refine(isCalendarDate, message);

export const intakeProgrammeField = z.enum(choiceValues(PROGRAMMES), { error: INTAKE_MESSAGES.programme });
export const intakePolicyField = z.enum(INTAKE_POLICIES, { error: INTAKE_MESSAGES.policy });
export const intakeCapacityField = z
  .number({ error: INTAKE_MESSAGES.capacity })
  .int(INTAKE_MESSAGES.capacity)
  .min(1, INTAKE_MESSAGES.capacity)
  .max(INTAKE_CAPACITY_MAX, INTAKE_MESSAGES.capacity)
  .nullable();

/** The intake's deposit in pence (decision 137); null when it has none set. Left out, an edit keeps it. */
export const intakeDepositField = z
  .number({ error: INTAKE_MESSAGES.deposit })
  .int(INTAKE_MESSAGES.deposit)
  .min(0, INTAKE_MESSAGES.deposit)
  .max(10_000_000, INTAKE_MESSAGES.deposit)
  .nullable()
  .optional();

/** The dates, policy and capacity: what an edit may change (the programme stays: its applications name it). */
export const intakeTermsSchema = z
  .object({
    startsOn: calendarDate(INTAKE_MESSAGES.startsOn),
    deadline: calendarDate(INTAKE_MESSAGES.deadline),
    policy: intakePolicyField,
    capacity: intakeCapacityField,
    depositPence: intakeDepositField,
  })
  .refine((intake) => intake.deadline <= intake.startsOn, {
    message: INTAKE_MESSAGES.deadlineAfterStart,
    path: ['deadline'],
  });

export const newIntakeSchema = z
  .object({
    programme: intakeProgrammeField,
    startsOn: calendarDate(INTAKE_MESSAGES.startsOn),
    deadline: calendarDate(INTAKE_MESSAGES.deadline),
    policy: intakePolicyField,
    capacity: intakeCapacityField,
    depositPence: intakeDepositField,
  })
  .refine((intake) => intake.deadline <= intake.startsOn, {
    message: INTAKE_MESSAGES.deadlineAfterStart,
    path: ['deadline'],
  });

export type IntakeTerms = z.output<typeof intakeTermsSchema>;
export type NewIntake = z.output<typeof newIntakeSchema>;

/** A year whose intakes are copied to the next: the intakes that start in it. */
export const intakeYearField = z
  .number({ error: INTAKE_MESSAGES.year })
  .int(INTAKE_MESSAGES.year)
  .min(2000, INTAKE_MESSAGES.year)
  .max(9998, INTAKE_MESSAGES.year);
