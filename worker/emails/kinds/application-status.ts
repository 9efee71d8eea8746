import { UnrecoverableError } from 'bullmq';
import { site } from '../../../domain/site';
import { PROGRAMMES, START_DATES, choiceLabel } from '../../../domain/application-choices';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadApplication } from '../load-submission';

/** The decision letter an admin chose to send when moving an application to offer or declined. */
export const applicationStatus: EmailKindHandler = {
  kind: 'application_status',
  async render(payload, { db, admissionsEmail }) {
    const a = await loadApplication(db, payload);
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
    const closing = ['With best wishes,', `The Admissions Team, ${site.name}`];

    if (change.to_status === 'offer') {
      return {
        subject: `An offer of a place on ${programme} - ${site.name}`,
        replyTo: admissionsEmail,
        ...renderEmail({
          heading: `Congratulations, ${a.first_name}`,
          paragraphs: [
            `We are delighted to offer you a place on our ${programme}, starting ${startDate}.`,
            'A member of our admissions team will be in touch shortly with your offer letter and the next steps, including fees, accommodation and, where needed, visa support.',
            `If you have any questions in the meantime, reply to this email or call us on ${site.phone}. We look forward to welcoming you to Cardiff.`,
          ],
          fields: [
            ['Programme', programme],
            ['Start date', startDate],
          ],
          closing,
        }),
      };
    }
    if (change.to_status === 'declined') {
      return {
        subject: `Your application for ${programme} - ${site.name}`,
        replyTo: admissionsEmail,
        ...renderEmail({
          heading: `Dear ${a.first_name}`,
          paragraphs: [
            `Thank you for your interest in studying with us and for the time you gave to your application for ${programme}.`,
            'After careful consideration, we are sorry that we are unable to offer you a place on this occasion.',
            `This decision is about this application only. If you would like to talk about other programmes or a later start date, we would be glad to hear from you: reply to this email or call us on ${site.phone}.`,
            'We wish you every success with your studies.',
          ],
          closing,
        }),
      };
    }
    throw new UnrecoverableError(`status ${change.to_status} has no applicant e-mail`);
  },
};
