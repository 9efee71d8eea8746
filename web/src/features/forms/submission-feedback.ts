import type { FieldErrors, FieldValues } from 'react-hook-form';
import { dismissToast, notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { CHECK_THE_FORM, GENERIC_ERROR } from '@domain/messages';

/** docs/spec.md §5: the first failing message, in the order the fields appear on the form. */
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>, fieldOrder: readonly (keyof T & string)[]): string {
  for (const name of fieldOrder) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return CHECK_THE_FORM;
}

/**
 * A failed submission's message: the server's own text for a refused field or the rate limit
 * (it says how long to wait); anything else, a network failure included, gets the spec's
 * general message (docs/spec.md §8).
 */
export function submissionErrorMessage(error: unknown): string {
  return errorMessage(error, GENERIC_ERROR);
}

export function showFormError(formId: string, message: string): void {
  void notify('error', message, { id: `${formId}-error` });
}

export function showFormSuccess(formId: string, message: string): void {
  void dismissToast(`${formId}-error`);
  void notify('success', message, { id: `${formId}-success` });
}
