import { z } from 'zod';
import { textField } from './plain-text';

/**
 * Accepting or declining an offer in the applicant's space, and a guardian's confirmation
 * (decision 135). Pure rules and the input schemas the pages and the procedures share.
 */

/** A guardian's link works for 7 days from its e-mail. */
export const GUARDIAN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** An applicant younger than this on the intake's start date cannot accept alone. */
export const AGE_OF_ACCEPTANCE = 18;

export const acceptanceMessages = {
  nameNeeded: 'Type your full name to accept.',
  nameTooLong: 'A name must be at most 200 characters.',
  readNeeded: 'Tick to confirm you have read the offer letter and the terms.',
  visaNeeded: 'Say whether you need a UK Student visa.',
  guardianNeeded:
    'You will be under 18 when the course starts, so a parent or guardian must confirm. Give their name and e-mail address.',
  guardianEmail: 'Enter the parent’s or guardian’s e-mail address.',
  guardianNotSelf: 'The parent’s or guardian’s e-mail address must not be your own.',
  reasonTooLong: 'A reason must be at most 500 characters.',
  notAnOffer: 'This application has no offer to reply to.',
  alreadyAccepted: 'You have already accepted this offer.',
  letterNotReady: 'Your offer letter is still being prepared. Please try again in a few minutes.',
  linkInvalid: 'This link is not valid. It may have been used already, or it may have expired.',
  alreadyConfirmed: 'This acceptance has already been confirmed.',
} as const;

const typedName = (needed: string) => textField().trim().min(1, needed).max(200, acceptanceMessages.nameTooLong);

export const acceptInput = z.object({
  applicationId: z.uuid(),
  typedName: typedName(acceptanceMessages.nameNeeded),
  readLetter: z.literal(true, acceptanceMessages.readNeeded),
  needsVisa: z.boolean(acceptanceMessages.visaNeeded),
  guardian: z
    .object({
      name: typedName(acceptanceMessages.guardianNeeded),
      email: z.string().trim().toLowerCase().pipe(z.email(acceptanceMessages.guardianEmail).max(254)),
    })
    .optional(),
});
export type AcceptInput = z.infer<typeof acceptInput>;

export const declineInput = z.object({
  applicationId: z.uuid(),
  reason: textField().trim().max(500, acceptanceMessages.reasonTooLong).optional(),
});

/** A guardian link's token: in the page's URL fragment, sent in a POST body (as decision 112's links). */
export const guardianTokenInput = z.object({ token: z.string().trim().min(1).max(128) });

export const guardianConfirmInput = guardianTokenInput.extend({
  typedName: typedName(acceptanceMessages.nameNeeded),
  readLetter: z.literal(true, acceptanceMessages.readNeeded),
});

/**
 * Whether someone born on `dateOfBirth` is under 18 on `startDate` (both 'YYYY-MM-DD', school
 * dates): their 18th birthday falls after the start. Born on 29 February, the birthday in a common
 * year is 1 March.
 */
export function isMinorOn(dateOfBirth: string, startDate: string): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const eighteenth = new Date(Date.UTC(year + AGE_OF_ACCEPTANCE, month - 1, day));
  const start = new Date(`${startDate}T00:00:00Z`);
  return eighteenth.getTime() > start.getTime();
}
