import { m } from '@i18n/messages';
import { applicantSpacePath } from '../../domain/applicant-paths';
import type { Locale } from '../../domain/locale';
import { site } from '../../domain/site';
import type { EmailKind } from '../../core/outbox/email-outbox';
import type { EmailKindHandler } from './email-kind';
import { admissionsSignOff, renderEmail } from './layout';
import { emailLanguage, programmeLabel, siteNameIn } from './localized';
import { loadApplication } from './load-submission';

/** The words of one notice, in the applicant's language. */
export interface NoticeWords {
  subject(words: { programme: string; siteName: string }, locale: Locale): string;
  heading(locale: Locale): string;
  paragraphs(words: { name: string; programme: string }, locale: Locale): string[];
}

/**
 * An e-mail that tells the applicant, in the language they applied in, that something happened to
 * their application and sends them to their space to read it: nothing personal beyond their first
 * name and programme travels in the e-mail itself.
 */
export function applicantNotice(kind: EmailKind, words: NoticeWords): EmailKindHandler {
  return {
    kind,
    async render(payload, { db, admissionsEmail, appUrl }) {
      const a = await loadApplication(db, payload);
      const locale = emailLanguage(a.language);
      const programme = programmeLabel(a.programme, locale);
      return {
        subject: words.subject({ programme, siteName: siteNameIn(locale) }, locale),
        replyTo: admissionsEmail,
        ...renderEmail(
          {
            heading: words.heading(locale),
            paragraphs: words.paragraphs({ name: a.first_name, programme }, locale),
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
}
