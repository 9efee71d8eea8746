import { z } from 'zod';
import { textField } from './plain-text';

/**
 * Field pieces shared by the form schemas. Every string is cleaned (plain-text.ts) and trimmed
 * before it is checked, and limits are inclusive: the spec's "max 100" accepts 100 characters and refuses 101.
 */
export function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return textField({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}

/** An optional text: missing, null or blank becomes null. */
export function optionalText(max: number, tooLongMessage: string) {
  return textField()
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const firstNameField = requiredText(
  100,
  'First name is required',
  'First name must be less than 100 characters',
);

export const lastNameField = requiredText(
  100,
  'Last name is required',
  'Last name must be less than 100 characters',
);

export const emailField = textField({ error: 'Invalid email address' })
  .trim()
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Invalid email address'));

/** A required choice: a blank or unknown value gets the field's one message. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.enum(values, { error: message });
}

/** An optional choice: blank becomes null, an unknown value is refused. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z
    .enum(['', ...values] as const, { error: message })
    .nullish()
    .transform((value) => (value ? (value as T[number]) : null));
}
