import { m } from '@i18n/messages';
import type { Locale } from './locale';

/**
 * User-facing texts that more than one tier shows, in the spec's words (docs/spec.md §8).
 * A message only one tier uses lives beside the code that uses it. The public forms' messages are
 * the `forms` catalogue's (i18n/messages/forms), in both languages; the constants are the English.
 */

/** Anything unexpected on the public forms, in the page's language. */
export function genericError(locale: Locale): string {
  return m.forms_generic_error({}, { locale });
}

/** A form refused without a field message to show (should not happen; never a blank toast). */
export function checkTheForm(locale: Locale): string {
  return m.forms_check_the_form({}, { locale });
}

/** Anything unexpected on the public forms, and every internal error the server answers with. */
export const GENERIC_ERROR = genericError('en');

/** Sign-in, sign-up and the staff pages when the server gave no message of its own (staff screens are English only). */
export const GENERIC_ACCOUNT_ERROR = 'An error occurred. Please try again.';

/** A form refused without a field message to show, in English (the staff sign-in form). */
export const CHECK_THE_FORM = checkTheForm('en');
