import { m } from '@i18n/messages';
import { applicantNotice } from '../applicant-notice';

const notice = applicantNotice('enrolled', {
  subject: (words, locale) => m.emails_enrolled_subject(words, { locale }),
  heading: (locale) => m.emails_enrolled_heading({}, { locale }),
  paragraphs: (words, locale) => [
    m.emails_enrolled_intro(words, { locale }),
    m.emails_enrolled_arrival({}, { locale }),
  ],
});

/**
 * Tells the applicant, in their language, that staff have enrolled them, and asks for their arrival
 * in their space (decision 139). Once sent, the status change says so, as a status e-mail's does.
 */
export const enrolled: typeof notice = {
  ...notice,
  async recordSent(trx, payload) {
    if (typeof payload.statusChangeId !== 'string') return;
    await trx
      .updateTable('application_status_changes')
      .set({ status_email_sent_at: new Date() })
      .where('id', '=', payload.statusChangeId)
      .execute();
  },
};
