import { z } from 'zod';
import { isCalendarDate } from './intakes';

/**
 * The CAS (Confirmation of Acceptance for Studies) for an applicant who needs a Student visa, and
 * the visa's outcome (decision 136). Staff record the CAS number and its date; the number is 14
 * characters, letters and digits. The words are the staff screens', in English (decision 101).
 */
export const CAS_NUMBER_LENGTH = 14;

export const casMessages = {
  numberRequired: 'Enter the CAS number.',
  numberFormat: 'The CAS number is 14 characters, letters and digits.',
  issuedOn: 'Enter the CAS date as a real date.',
  requestedOn: 'Enter the date the CAS was requested as a real date.',
} as const;

/** Spaces a reader copies from a letter are dropped; letters are kept upper case. */
export const casNumberField = z
  .string()
  .max(200, casMessages.numberFormat)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, casMessages.numberRequired)
      .regex(new RegExp(`^[A-Z0-9]{${CAS_NUMBER_LENGTH}}$`), casMessages.numberFormat),
  );

export const casIssuedOnField = z.string().refine((value) => isCalendarDate(value), { message: casMessages.issuedOn });

export const recordCasInput = z.object({ number: casNumberField, issuedOn: casIssuedOnField });
export type RecordCasInput = z.infer<typeof recordCasInput>;

export const casRequestedInput = z.object({
  requestedOn: z.string().refine((value) => isCalendarDate(value), { message: casMessages.requestedOn }),
});

export const VISA_OUTCOMES = ['granted', 'refused'] as const;
export type VisaOutcome = (typeof VISA_OUTCOMES)[number];

/** The steps shown on an application that needs a Student visa, in order. */
export const CAS_STEPS = ['accepted', 'deposit_paid', 'conditions_met', 'cas_requested', 'cas_issued'] as const;
export type CasStep = (typeof CAS_STEPS)[number];

export const casStepLabels: Record<CasStep, string> = {
  accepted: 'Accepted',
  deposit_paid: 'Deposit paid',
  conditions_met: 'Conditions met',
  cas_requested: 'CAS requested',
  cas_issued: 'CAS issued',
};

/** What is known of each step: its date, or null while it is not reached. */
export type CasStepDates = Record<CasStep, string | null>;

export interface CasStepView {
  step: CasStep;
  label: string;
  reachedOn: string | null;
}

/** The steps with their dates, in order; a step with no data yet shows as not reached. */
export function casSteps(dates: CasStepDates): CasStepView[] {
  return CAS_STEPS.map((step) => ({ step, label: casStepLabels[step], reachedOn: dates[step] }));
}

/** A refused visa marks the deposit "to refund", as the school's terms say. */
export function depositToRefund(outcome: VisaOutcome | null): boolean {
  return outcome === 'refused';
}
