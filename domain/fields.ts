import { m } from '@i18n/messages';
import { z } from 'zod';
import { locales, type Locale } from './locale';
import { textField } from './plain-text';
import { LANGUAGE_FIELD } from './public-form-fields';

/**
 * Field pieces shared by the form schemas. Every string is cleaned (plain-text.ts) and trimmed
 * before it is checked, and limits are inclusive: the spec's "max 100" accepts 100 characters and refuses 101.
 * The messages are the `forms` catalogue's (i18n/messages/forms), in the language of the page
 * the form was sent from; the English ones are the spec's (docs/spec.md §5), word for word.
 */
export function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return textField({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);
}

/** An optional text: missing, null or blank becomes null. */
export function optionalText(max: number, tooLongMessage: string) {
  return textField()
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A catalogue message without parameters, in `locale`. */
export type FormMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** Reads catalogue messages in one language: `say(m.forms_error_city_required)`. */
export function sayIn(locale: Locale): (message: FormMessage) => string {
  return (message) => message({}, { locale });
}

/**
 * One value per language, built the first time it is asked for and kept: the schemas are
 * built once per language, not on every submission.
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      value = build(locale);
      built.set(locale, value);
    }
    return value;
  };
}

export const firstNameFieldFor = perLocale((locale) => {
  const say = sayIn(locale);
  return requiredText(100, say(m.forms_error_first_name_required), say(m.forms_error_first_name_too_long));
});

export const lastNameFieldFor = perLocale((locale) => {
  const say = sayIn(locale);
  return requiredText(100, say(m.forms_error_last_name_required), say(m.forms_error_last_name_too_long));
});

export const emailFieldFor = perLocale((locale) => {
  const say = sayIn(locale);
  return textField({ error: say(m.forms_error_email_invalid) })
    .trim()
    .max(255, say(m.forms_error_email_too_long))
    .pipe(z.email(say(m.forms_error_email_invalid)));
});

/**
 * The language of the page a form was sent from (domain/locale.ts). Old clients send none, so it
 * is English unless said otherwise; the submission is stored with it, and its e-mails go out in it.
 */
export const languageField = z.enum(locales).default('en');

/**
 * The language a raw submission asks for, read before it is validated (so its field errors can be
 * in that language): Arabic only when it says exactly 'ar', English for anything else.
 */
export function submissionLocale(raw: unknown): Locale {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'en';
  return Object.hasOwn(raw, LANGUAGE_FIELD) && (raw as Record<string, unknown>)[LANGUAGE_FIELD] === 'ar' ? 'ar' : 'en';
}

/** A required choice: a blank or unknown value gets the field's one message. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** An optional choice: blank becomes null, an unknown value is refused. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .enum(['', ...values] as const, { error: message })
    .nullish()
    .transform((value) => (value ? (value as T[number]) : null));
}
