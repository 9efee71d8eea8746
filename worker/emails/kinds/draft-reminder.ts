import { UnrecoverableError } from 'bullmq';
import { APPLICANT_SPACE_PATH } from '../../../domain/applicant-paths';
import { DEFAULT_RETENTION_PERIODS } from '../../../domain/retention-periods';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';

const DAY_MS = 24 * 60 * 60 * 1000;

/** This e-mail's words (decision 101). */
const messages = {
  subject: `Your application is waiting for you - ${site.name}`,
  heading: 'You have an application to finish',
  saved: (date: string) =>
    `You saved an application on the ${site.name} website, last changed on ${date}, and have not sent it yet. Your answers are kept for you.`,
  howToContinue:
    'To continue where you stopped, open your application space and ask for a sign-in link with this email address: there is no password to remember.',
  erasedOn: (date: string) => `If you leave it as it is, we erase the saved application on ${date}. This is the only reminder we send.`,
  action: 'Continue my application',
  notYou: 'If you did not start an application with us, you can ignore this email.',
} as const;

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/**
 * The one reminder a draft left untouched for three days gets (worker/jobs/draft-reminders.ts).
 * It links to the application space, where the applicant asks for a fresh sign-in link: a link
 * of its own would have expired long before most people read a reminder. Like the
 * acknowledgement, it repeats nothing the applicant typed.
 */
export const draftReminder: EmailKindHandler = {
  kind: 'draft_reminder',
  async render(payload, { db, appUrl, retention }) {
    const id = payload.draftId;
    if (typeof id !== 'string') throw new UnrecoverableError('outbox payload has no draftId');
    const draft = await db.selectFrom('application_drafts').select('updated_at').where('id', '=', id).executeTakeFirst();
    // Sent or erased since the reminder was queued: there is nothing left to remind of.
    if (!draft) throw new UnrecoverableError(`application draft ${id} no longer exists`);
    const keptDays = (retention ?? DEFAULT_RETENTION_PERIODS).drafts;
    const erasedOn = new Date(draft.updated_at.getTime() + keptDays * DAY_MS);
    return {
      subject: messages.subject,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.saved(longDate.format(draft.updated_at)), messages.howToContinue, messages.erasedOn(longDate.format(erasedOn))],
        action: { label: messages.action, url: new URL(APPLICANT_SPACE_PATH, appUrl).toString() },
        closing: [messages.notYou, ...admissionsSignOff],
      }),
    };
  },
};
