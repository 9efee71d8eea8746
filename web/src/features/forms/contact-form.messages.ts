import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';
import type { ContactFormField } from '@domain/public-form-fields';
import { sayIn } from './form.messages';

/** The contact form's words in the page's language (decision 101); its errors are the schema's, in domain/. */
export function contactFormMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    labels: {
      firstName: say(m.forms_label_first_name),
      lastName: say(m.forms_label_last_name),
      email: say(m.forms_label_email),
      phone: say(m.forms_label_phone),
      programmeInterest: say(m.forms_label_programme_interest),
      message: say(m.forms_label_message),
    } satisfies Record<ContactFormField, string>,
    programmePlaceholder: say(m.forms_contact_programme_placeholder),
    notSureYet: say(m.forms_contact_not_sure_yet),
    privacyPurpose: say(m.forms_contact_privacy_purpose),
    sending: say(m.forms_contact_sending),
    send: say(m.forms_contact_send),
  };
}
