/**
 * User-facing texts that more than one tier shows, in the spec's words (docs/spec.md §8).
 * A message only one tier uses lives beside the code that uses it.
 */

/** Anything unexpected on the public forms, and every internal error the server answers with. */
export const GENERIC_ERROR = 'An error occurred. Please try again or contact support.';

/** Sign-in, sign-up and the staff pages when the server gave no message of its own. */
export const GENERIC_ACCOUNT_ERROR = 'An error occurred. Please try again.';

/** A form refused without a field message to show (should not happen; never a blank toast). */
export const CHECK_THE_FORM = 'Please check the form and try again.';
