import { m } from '@i18n/messages';
import { applicantNotice } from '../applicant-notice';

/**
 * Tells the applicant that the school has issued their CAS for the Student visa application
 * (decision 136). Their space shows the CAS number; the number itself stays out of the e-mail.
 */
export const casIssued = applicantNotice('cas_issued', {
  subject: (words, locale) => m.emails_cas_issued_subject(words, { locale }),
  heading: (locale) => m.emails_cas_issued_heading({}, { locale }),
  paragraphs: (words, locale) => [
    m.emails_cas_issued_intro(words, { locale }),
    m.emails_cas_issued_space({}, { locale }),
  ],
});
