import { UnrecoverableError } from 'bullmq';
import { APPLICANT_SPACE_PATH } from '../../../domain/applicant-paths';
import { site } from '../../../domain/site';
import { PROGRAMMES, START_DATES, choiceLabel } from '../../../domain/application-choices';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { loadApplication } from '../load-submission';

/** This e-mail's words, one letter a decision (decision 101). */
const messages = {
  yourSpace: 'Open my application space',
  offer: {
    subject: (programme: string) => `An offer of a place on ${programme} - ${site.name}`,
    heading: (firstName: string) => `Congratulations, ${firstName}`,
    offer: (programme: string, startDate: string) => `We are delighted to offer you a place on our ${programme}, starting ${startDate}.`,
    nextSteps:
      'A member of our admissions team will be in touch shortly with your offer letter and the next steps, including fees, accommodation and, where needed, visa support.',
    questions: `If you have any questions in the meantime, reply to this email or call us on ${site.phone}. We look forward to welcoming you to Cardiff.`,
    fields: { programme: 'Programme', startDate: 'Start date' },
  },
  declined: {
    subject: (programme: string) => `Your application for ${programme} - ${site.name}`,
    heading: (firstName: string) => `Dear ${firstName}`,
    thanks: (programme: string) =>
      `Thank you for your interest in studying with us and for the time you gave to your application for ${programme}.`,
    decision: 'After careful consideration, we are sorry that we are unable to offer you a place on this occasion.',
    otherOptions: `This decision is about this application only. If you would like to talk about other programmes or a later start date, we would be glad to hear from you: reply to this email or call us on ${site.phone}.`,
    goodLuck: 'We wish you every success with your studies.',
  },
} as const;

/** The decision letter an admin chose to send when moving an application to offer or declined. */
export const applicationStatus: EmailKindHandler = {
  kind: 'application_status',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const yourSpace = { label: messages.yourSpace, url: new URL(APPLICANT_SPACE_PATH, appUrl).toString() };
    const changeId = payload.statusChangeId;
    if (typeof changeId !== 'string') throw new UnrecoverableError('outbox payload has no statusChangeId');
    const change = await db
      .selectFrom('application_status_changes')
      .select(['to_status'])
      .where('id', '=', changeId)
      .where('application_id', '=', a.id)
      .executeTakeFirst();
    if (!change) throw new UnrecoverableError(`status change ${changeId} no longer exists`);
    const programme = choiceLabel(PROGRAMMES, a.programme);
    const startDate = choiceLabel(START_DATES, a.start_date);

    if (change.to_status === 'offer') {
      return {
        subject: messages.offer.subject(programme),
        replyTo: admissionsEmail,
        ...renderEmail({
          heading: messages.offer.heading(a.first_name),
          paragraphs: [
            messages.offer.offer(programme, startDate),
            messages.offer.nextSteps,
            messages.offer.questions,
          ],
          fields: [
            [messages.offer.fields.programme, programme],
            [messages.offer.fields.startDate, startDate],
          ],
          action: yourSpace,
          closing: admissionsSignOff,
        }),
      };
    }
    if (change.to_status === 'declined') {
      return {
        subject: messages.declined.subject(programme),
        replyTo: admissionsEmail,
        ...renderEmail({
          heading: messages.declined.heading(a.first_name),
          paragraphs: [
            messages.declined.thanks(programme),
            messages.declined.decision,
            messages.declined.otherOptions,
            messages.declined.goodLuck,
          ],
          action: yourSpace,
          closing: admissionsSignOff,
        }),
      };
    }
    throw new UnrecoverableError(`status ${change.to_status} has no applicant e-mail`);
  },
};
