/**
 * The public forms' fields in the order the page shows them, and their blank values. No zod
 * here: a form page's first JavaScript needs these, while the schemas (which must name exactly
 * these fields, checked by the compiler) load when the visitor first touches the form.
 */

/** Every public form has this hidden field; anything in it came from a bot. */
export const HONEYPOT_FIELD = 'website';
export type HoneypotField = typeof HONEYPOT_FIELD;

/**
 * Every public form also says which language its page is in ('en' or 'ar', English when absent):
 * the server answers in it, and the submission is stored with it. Not a field people fill in.
 */
export const LANGUAGE_FIELD = 'language';
export type LanguageField = typeof LANGUAGE_FIELD;

export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'programmeInterest', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The programme comes first: the start dates offered are its open intakes (decision 128). */
export const APPLICATION_FORM_FIELDS = [
  'programme',
  'startDate',
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
  'previousInstitution',
  'qualifications',
  'englishLevel',
  'motivation',
] as const;
export type ApplicationFormField = (typeof APPLICATION_FORM_FIELDS)[number];

/**
 * The query flag that reopens the signed-in applicant's draft in the form (`/apply?resume=1`,
 * RESUME_DRAFT_PATH). Here, not with the applicant's paths, because the form's first JavaScript reads it.
 */
export const RESUME_DRAFT_PARAM = 'resume';

/** What a form's schema shape must satisfy: each listed field, the honeypot and the language, nothing else. */
export type FormShape<Field extends string> = Record<Field | HoneypotField | LanguageField, unknown>;

/** A form before anyone types; selects start blank too, so nobody applies for a choice they did not make. */
export function blankFormValues<Field extends string>(fields: readonly Field[]): Record<Field | HoneypotField, ''> {
  return Object.fromEntries([...fields, HONEYPOT_FIELD].map((field) => [field, ''])) as Record<
    Field | HoneypotField,
    ''
  >;
}
