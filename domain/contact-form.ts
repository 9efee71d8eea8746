import { m } from '@i18n/messages';
import { z } from 'zod';
import {
  emailFieldFor,
  firstNameFieldFor,
  languageField,
  lastNameFieldFor,
  optionalText,
  perLocale,
  requiredText,
  sayIn,
} from './fields';
import type { Locale } from './locale';
import type { ContactFormField, FormShape } from './public-form-fields';

function buildContactFormSchema(locale: Locale) {
  const say = sayIn(locale);
  return z.object({
    firstName: firstNameFieldFor(locale),
    lastName: lastNameFieldFor(locale),
    email: emailFieldFor(locale),
    phone: optionalText(20, say(m.forms_error_phone_too_long)),
    programmeInterest: optionalText(100, say(m.forms_error_programme_interest_too_long)),
    message: requiredText(5000, say(m.forms_error_message_required), say(m.forms_error_message_too_long)),
    /** Honeypot: hidden from people, so anything in it came from a bot. */
    website: z.string().optional(),
    /** The page's language: its messages are this schema's, and the submission is stored with it. */
    language: languageField,
  } satisfies FormShape<ContactFormField>);
}

/**
 * The contact form of docs/spec.md §5, shared by the React form and the tRPC procedure, with its
 * messages in the page's language. Both languages check exactly the same rules.
 */
export const contactFormSchemaFor = perLocale(buildContactFormSchema);

/** The English schema: its shape names the stored columns, and its types are the form's. */
export const contactFormSchema = contactFormSchemaFor('en');

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
