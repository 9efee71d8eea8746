import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';

/** The notice's words in one language, plain strings: a form island receives them as props. */
export interface PrivacyNoticeWords {
  beforeLink: string;
  link: string;
  afterLink: string;
}

/**
 * The notice beside each form's submit button (decision 101), in three parts around its link:
 * "We use these details only to <purpose>. Read our <privacy notice> to see ...". The words are
 * the privacy catalogue's (i18n/messages/privacy). In Arabic the purpose follows "إلا من أجل",
 * so it is a verbal noun: "الرد على استفسارك". Resolved while prerendering, so the form's
 * JavaScript carries neither language's catalogue.
 */
export function privacyNoticeMessages(purpose: string, locale: Locale): PrivacyNoticeWords {
  return {
    beforeLink: m.privacy_notice_before_link({ purpose }, { locale }),
    link: m.privacy_notice_link({}, { locale }),
    afterLink: m.privacy_notice_after_link({}, { locale }),
  };
}
