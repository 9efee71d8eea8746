import { ENGLISH_LEVELS, PROGRAMMES, START_DATES, choiceLabel } from '../../../domain/application-choices';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { formatLondonTime, loadApplication } from '../load-submission';

/** Tells admissions about a new application, with every field of it. */
export const applicationAlert: EmailKindHandler = {
  kind: 'application_alert',
  async render(payload, { db, appUrl }) {
    const a = await loadApplication(db, payload);
    const name = `${a.first_name} ${a.last_name}`;
    const programme = choiceLabel(PROGRAMMES, a.programme);
    return {
      subject: `New application: ${name} - ${programme}`,
      replyTo: a.email,
      ...renderEmail({
        heading: 'New application from the website',
        paragraphs: [`${name} has applied for ${programme}, starting ${choiceLabel(START_DATES, a.start_date)}.`],
        fields: [
          ['Received', formatLondonTime(a.created_at)],
          ['First name', a.first_name],
          ['Last name', a.last_name],
          ['Date of birth', a.date_of_birth],
          ['Nationality', a.nationality],
          ['Email', a.email],
          ['Phone', a.phone],
          ['Address', a.address],
          ['City', a.city],
          ['Postal code', a.postal_code],
          ['Country', a.country],
          ['Programme', programme],
          ['Start date', choiceLabel(START_DATES, a.start_date)],
          ['Previous institution', a.previous_institution],
          ['Qualifications', a.qualifications],
          ['English level', a.english_level === null ? null : choiceLabel(ENGLISH_LEVELS, a.english_level)],
          ['Motivation', a.motivation],
        ],
        action: { label: 'Open the dashboard', url: `${appUrl}/admin` },
      }),
    };
  },
};
