import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';

/**
 * The notice beside each form's submit button (decision 101), in three parts around its link:
 * "We use these details only to <purpose>. Read our <privacy notice> to see ...". The words are
 * the privacy catalogue's (i18n/messages/privacy). In Arabic the purpose follows "إلا من أجل",
 * so it is a verbal noun: "الرد على استفسارك".
 */
export const privacyNoticeMessages = {
  beforeLink: (purpose: string, locale: Locale) => m.privacy_notice_before_link({ purpose }, { locale }),
  link: (locale: Locale) => m.privacy_notice_link({}, { locale }),
  afterLink: (locale: Locale) => m.privacy_notice_after_link({}, { locale }),
} as const;
