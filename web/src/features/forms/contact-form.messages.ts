import { m } from '@i18n/messages';
import { privacyNoticeMessages } from '@/components/content/privacy-notice-link.messages';
import { PROGRAMMES } from '@domain/application-choices';
import type { Locale } from '@domain/locale';
import type { ContactFormField } from '@domain/public-form-fields';
import { formMessages, PROGRAMME_NAMES, sayIn } from './form.messages';

/**
 * The contact form's words in the page's language (decision 101); its errors are the schema's, in domain/.
 * The page resolves them while prerendering and passes them to the form's island (plain JSON).
 */
export function contactFormMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    form: formMessages(locale),
    labels: {
      firstName: say(m.forms_label_first_name),
      lastName: say(m.forms_label_last_name),
      email: say(m.forms_label_email),
      phone: say(m.forms_label_phone),
      programmeInterest: say(m.forms_label_programme_interest),
      message: say(m.forms_label_message),
    } satisfies Record<ContactFormField, string>,
    programmePlaceholder: say(m.forms_contact_programme_placeholder),
    /** The programmes' names keyed by the value sent: a programme is stored by its English name, whatever the page's language. */
    programmes: Object.fromEntries(
      PROGRAMMES.map((programme) => [programme.label, say(PROGRAMME_NAMES[programme.value])]),
    ) as Record<string, string>,
    notSureYet: say(m.forms_contact_not_sure_yet),
    privacyNotice: privacyNoticeMessages(say(m.forms_contact_privacy_purpose), locale),
    sending: say(m.forms_contact_sending),
    send: say(m.forms_contact_send),
  };
}

export type ContactFormMessages = ReturnType<typeof contactFormMessages>;
