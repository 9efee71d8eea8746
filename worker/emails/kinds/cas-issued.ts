import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../../domain/applicant-paths';
import type { Locale } from '../../../domain/locale';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, programmeLabel, siteNameIn } from '../localized';
import { loadApplication } from '../load-submission';

/**
 * Tells the applicant, in the language they applied in, that the school has issued their CAS for
 * the Student visa application (decision 136). It links to their space, which shows the CAS number;
 * the number itself stays out of the e-mail.
 */
export const casIssued: EmailKindHandler = {
  kind: 'cas_issued',
  async render(payload, { db, admissionsEmail, appUrl }) {
    const a = await loadApplication(db, payload);
    const locale: Locale = emailLanguage(a.language);
    const programme = programmeLabel(a.programme, locale);
    return {
      subject: m.emails_cas_issued_subject({ programme, siteName: siteNameIn(locale) }, { locale }),
      replyTo: admissionsEmail,
      ...renderEmail(
        {
          heading: m.emails_cas_issued_heading({}, { locale }),
          paragraphs: [
            m.emails_cas_issued_intro({ name: a.first_name, programme }, { locale }),
            m.emails_cas_issued_space({}, { locale }),
          ],
          fields: [],
          action: {
            label: m.emails_open_my_space({}, { locale }),
            url: new URL(applicantSpacePath(locale), appUrl).toString(),
          },
          closing: [
            m.emails_documents_questions({ admissionsEmail, phone: site.phone }, { locale }),
            ...admissionsSignOff(locale),
          ],
        },
        locale,
      ),
    };
  },
};
