import { m } from '@i18n/messages';
import { applicantSpacePathFor } from '../../../domain/applicant-paths';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, programmeLabel, siteNameIn, startDateLabel } from '../localized';
import { loadApplication } from '../load-submission';

/**
 * Confirms receipt to the applicant, in the language they applied in, naming the programme and
 * start date (choices from fixed lists, which identify the request) and nothing the applicant
 * typed, not even the name.
 */
export const applicationAck: EmailKindHandler = {
  kind: 'application_ack',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const locale = emailLanguage(a.language);
    const programme = programmeLabel(a.programme, locale);
    const startDate = startDateLabel(a.start_date, locale);
    return {
      subject: m.emails_application_ack_subject({ programme, siteName: siteNameIn(locale) }, { locale }),
      ...renderEmail(
        {
          heading: m.emails_application_ack_heading({}, { locale }),
          paragraphs: [
            m.emails_application_ack_received({ programme, startDate }, { locale }),
            m.emails_application_ack_what_happens_next({}, { locale }),
            m.emails_application_ack_your_space({}, { locale }),
            m.emails_application_ack_changes_or_questions({ admissionsEmail, phone: site.phone }, { locale }),
          ],
          action: {
            label: m.emails_open_my_space({}, { locale }),
            // The sign-in form filled in with the address applied from: one tap sends the link.
            url: new URL(applicantSpacePathFor(a.email.trim().toLowerCase(), locale), appUrl).toString(),
          },
          fields: [
            [m.emails_field_programme({}, { locale }), programme],
            [m.emails_field_start_date({}, { locale }), startDate],
          ],
          closing: admissionsSignOff(locale),
        },
        locale,
      ),
    };
  },
};
