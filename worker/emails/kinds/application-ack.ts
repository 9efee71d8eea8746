import { APPLICANT_SPACE_PATH } from '../../../domain/applicant-paths';
import { site } from '../../../domain/site';
import { PROGRAMMES, START_DATES, choiceLabel } from '../../../domain/application-choices';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { loadApplication } from '../load-submission';

/** This e-mail's words (decision 101). */
const messages = {
  subject: (programme: string) => `Your application for ${programme} - ${site.name}`,
  heading: 'Thank you for your application',
  received: (programme: string, startDate: string) => `We have received your application for ${programme}, starting ${startDate}.`,
  whatHappensNext:
    'What happens next: our admissions team reviews your application, we may invite you to an interview, and we then let you know our decision and, where successful, send you an offer.',
  changesOrQuestions: (admissionsEmail: string) =>
    `If any of your details change, or you have a question, reply to ${admissionsEmail} or call us on ${site.phone}.`,
  yourSpace: 'You can see where your application stands at any time in your application space: we e-mail you a sign-in link, so there is no password to remember.',
  action: 'Open my application space',
  fields: { programme: 'Programme', startDate: 'Start date' },
} as const;

/**
 * Confirms receipt to the applicant, naming the programme and start date (choices from fixed
 * lists, which identify the request) and nothing the applicant typed, not even the name.
 */
export const applicationAck: EmailKindHandler = {
  kind: 'application_ack',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const programme = choiceLabel(PROGRAMMES, a.programme);
    const startDate = choiceLabel(START_DATES, a.start_date);
    return {
      subject: messages.subject(programme),
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [
          messages.received(programme, startDate),
          messages.whatHappensNext,
          messages.yourSpace,
          messages.changesOrQuestions(admissionsEmail),
        ],
        action: { label: messages.action, url: new URL(APPLICANT_SPACE_PATH, appUrl).toString() },
        fields: [
          [messages.fields.programme, programme],
          [messages.fields.startDate, startDate],
        ],
        closing: admissionsSignOff,
      }),
    };
  },
};
