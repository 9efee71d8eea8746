import { z } from 'zod';
import { locales } from './locale';

/**
 * Interviews (decision 145): an applicant whose application is at 'interview' books one slot of
 * an interview rule for their programme (or for any programme) from their space, and may move or
 * cancel it until the rule's minimum notice. The officer marks it attended or no-show once it has
 * started. Refusals are in the applicant's language, so each input carries the page's.
 */
export const INTERVIEW_OUTCOMES = ['attended', 'no_show'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];

const language = z.enum(locales).catch('en');

export const interviewApplicationInput = z.object({ applicationId: z.uuid(), language });

export const interviewSlotInput = interviewApplicationInput.extend({
  ruleId: z.uuid(),
  /** The slot's UTC start as the slot list gave it. */
  startsAt: z.string().trim().max(40),
});

export const interviewOutcomeInput = z.object({
  bookingId: z.uuid(),
  outcome: z.enum(INTERVIEW_OUTCOMES),
  /** The officer's notes, kept as one of the application's notes. */
  notes: z.string().trim().max(5000).optional(),
});

export const INTERVIEW_OUTCOME_LABELS: Record<InterviewOutcome, string> = {
  attended: 'Attended',
  no_show: 'Did not attend',
};
