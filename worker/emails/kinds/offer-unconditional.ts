import { m } from '@i18n/messages';
import { applicantNotice } from '../applicant-notice';

/**
 * Tells the applicant that every condition of their offer is met and the offer is now
 * unconditional (decision 134). Their space holds the unconditional offer letter; the e-mail does
 * not carry it.
 */
export const offerUnconditional = applicantNotice('offer_unconditional', {
  subject: (words, locale) => m.emails_offer_unconditional_subject(words, { locale }),
  heading: (locale) => m.emails_offer_unconditional_heading({}, { locale }),
  paragraphs: (words, locale) => [
    m.emails_offer_unconditional_intro(words, { locale }),
    m.emails_offer_unconditional_letter({}, { locale }),
  ],
});
