import { ENGLISH_LEVELS, PROGRAMMES, choiceLabel } from '../../../domain/application-choices';
import { intakeMonthLabel } from '../../../domain/intakes';
import { APPLICATION_FIELD_LABELS } from '../../../domain/application-field-labels';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { emailLanguage, submittedInNote } from '../localized';
import { formatLondonTime, loadApplication } from '../load-submission';

/** This e-mail's words (decision 101). */
const messages = {
  subject: (name: string, programme: string) => `New application: ${name} - ${programme}`,
  heading: 'New application from the website',
  applied: (name: string, programme: string, startDate: string) =>
    `${name} has applied for ${programme}, starting ${startDate}.`,
  fields: { received: 'Received', ...APPLICATION_FIELD_LABELS },
  openDashboard: 'Open the dashboard',
} as const;
const labels = messages.fields;

/** Tells admissions (in English) about a new application, with every field of it and its language. */
export const applicationAlert: EmailKindHandler = {
  kind: 'application_alert',
  async render(payload, { db, appUrl }) {
    const a = await loadApplication(db, payload);
    const name = `${a.first_name} ${a.last_name}`;
    const programme = choiceLabel(PROGRAMMES, a.programme);
    return {
      subject: messages.subject(name, programme),
      replyTo: a.email,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [
          messages.applied(name, programme, intakeMonthLabel(a.start_date, 'en')),
          ...submittedInNote(emailLanguage(a.language), 'applicant'),
        ],
        fields: [
          [labels.received, formatLondonTime(a.created_at)],
          [labels.firstName, a.first_name],
          [labels.lastName, a.last_name],
          [labels.dateOfBirth, a.date_of_birth],
          [labels.nationality, a.nationality],
          [labels.email, a.email],
          [labels.phone, a.phone],
          [labels.address, a.address],
          [labels.city, a.city],
          [labels.postalCode, a.postal_code],
          [labels.country, a.country],
          [labels.programme, programme],
          [labels.startDate, intakeMonthLabel(a.start_date, 'en')],
          [labels.previousInstitution, a.previous_institution],
          [labels.qualifications, a.qualifications],
          [labels.englishLevel, a.english_level === null ? null : choiceLabel(ENGLISH_LEVELS, a.english_level)],
          [labels.motivation, a.motivation],
        ],
        action: { label: messages.openDashboard, url: `${appUrl}/admin` },
      }),
    };
  },
};
