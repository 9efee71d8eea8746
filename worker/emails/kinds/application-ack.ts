import { site } from '../../../domain/site';
import { PROGRAMMES, START_DATES, choiceLabel } from '../../../domain/application-choices';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadApplication } from '../load-submission';

/**
 * Confirms receipt to the applicant, naming the programme and start date (choices from fixed
 * lists, which identify the request) and nothing the applicant typed, not even the name.
 */
export const applicationAck: EmailKindHandler = {
  kind: 'application_ack',
  async render(payload, { db, admissionsEmail }) {
    const a = await loadApplication(db, payload);
    const programme = choiceLabel(PROGRAMMES, a.programme);
    const startDate = choiceLabel(START_DATES, a.start_date);
    return {
      subject: `Your application for ${programme} - ${site.name}`,
      ...renderEmail({
        heading: 'Thank you for your application',
        paragraphs: [
          `We have received your application for ${programme}, starting ${startDate}.`,
          'What happens next: our admissions team reviews your application, we may invite you to an interview, and we then let you know our decision and, where successful, send you an offer.',
          `If any of your details change, or you have a question, reply to ${admissionsEmail} or call us on ${site.phone}.`,
        ],
        fields: [
          ['Programme', programme],
          ['Start date', startDate],
        ],
        closing: ['With best wishes,', `The Admissions Team, ${site.name}`],
      }),
    };
  },
};
