import { m } from '@i18n/messages';
import { z } from 'zod';
import { ENGLISH_LEVELS, PROGRAMMES, choiceValues } from './application-choices';
import {
  emailFieldFor,
  firstNameFieldFor,
  languageField,
  lastNameFieldFor,
  optionalChoice,
  optionalText,
  perLocale,
  requiredChoice,
  requiredText,
  sayIn,
} from './fields';
import { isCalendarDate } from './intakes';
import type { Locale } from './locale';
import type { ApplicationFormField, FormShape } from './public-form-fields';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

function isPastCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now();
}

function dateOfBirthField(locale: Locale) {
  const say = sayIn(locale);
  const required = say(m.forms_error_date_of_birth_required);
  return (
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .refine(isPastCalendarDate, say(m.forms_error_date_of_birth_invalid))
      // Year 0 and other far-past dates pass the check above but are no applicant's (and PostgreSQL has no year 0).
      .refine((value) => value >= EARLIEST_DATE_OF_BIRTH, say(m.forms_error_date_of_birth_too_early))
  );
}

/**
 * The start date: the day an intake of the chosen programme starts ('YYYY-MM-DD'), which names the
 * intake with the programme. Which dates are open is the server's to check (server/intakes/).
 */
function startDateField(locale: Locale) {
  const required = sayIn(locale)(m.forms_error_start_date_required);
  return z.string({ error: required }).trim().min(1, required).max(10, required).refine(isCalendarDate, required);
}

function buildApplicationFormSchema(locale: Locale) {
  const say = sayIn(locale);
  // In the form's order (APPLICATION_FORM_FIELDS): the first failing field's message is the one shown.
  return z.object({
    programme: requiredChoice(choiceValues(PROGRAMMES), say(m.forms_error_programme_required)),
    startDate: startDateField(locale),
    firstName: firstNameFieldFor(locale),
    lastName: lastNameFieldFor(locale),
    dateOfBirth: dateOfBirthField(locale),
    nationality: requiredText(100, say(m.forms_error_nationality_required), say(m.forms_error_nationality_too_long)),
    email: emailFieldFor(locale),
    phone: requiredText(20, say(m.forms_error_phone_required), say(m.forms_error_phone_too_long)),
    address: requiredText(255, say(m.forms_error_address_required), say(m.forms_error_address_too_long)),
    city: requiredText(100, say(m.forms_error_city_required), say(m.forms_error_city_too_long)),
    postalCode: requiredText(20, say(m.forms_error_postal_code_required), say(m.forms_error_postal_code_too_long)),
    country: requiredText(100, say(m.forms_error_country_required), say(m.forms_error_country_too_long)),
    previousInstitution: optionalText(255, say(m.forms_error_institution_too_long)),
    qualifications: optionalText(2000, say(m.forms_error_qualifications_too_long)),
    englishLevel: optionalChoice(choiceValues(ENGLISH_LEVELS), say(m.forms_error_english_level_invalid)),
    motivation: optionalText(2000, say(m.forms_error_motivation_too_long)),
    /** Honeypot: hidden from people, so anything in it came from a bot. */
    website: z.string().optional(),
    /** The page's language: its messages are this schema's, and the submission is stored with it. */
    language: languageField,
  } satisfies FormShape<ApplicationFormField>);
}

/**
 * The application form of docs/spec.md §5, shared by the React form and the tRPC procedure, with
 * its messages in the page's language. Both languages check exactly the same rules.
 */
export const applicationFormSchemaFor = perLocale(buildApplicationFormSchema);

/** The English schema: its shape names the stored columns, and its types are the form's. */
export const applicationFormSchema = applicationFormSchemaFor('en');

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;
