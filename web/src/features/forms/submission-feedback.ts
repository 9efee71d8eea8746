import type { FieldErrors, FieldValues } from 'react-hook-form';
import { dismissToast, notify } from '@/lib/notify';

export const GENERIC_SUBMIT_ERROR = 'An error occurred. Please try again or contact support.';

/** Spec 5: the first failing message, in the order the fields appear on the form. */
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>, fieldOrder: readonly (keyof T & string)[]): string {
  for (const name of fieldOrder) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Please check the form and try again.';
}

/**
 * The one place a failed submission becomes a message. The server's own text is shown for
 * a validation refusal and for the rate limit (it says how long to wait); anything else,
 * including a network failure, gets the spec's general message (section 8).
 */
export function submissionErrorMessage(error: unknown): string {
  const shaped = error as { name?: string; message?: string; data?: { code?: string } | null } | null;
  const code = shaped?.name === 'TRPCClientError' ? shaped.data?.code : undefined;
  if ((code === 'TOO_MANY_REQUESTS' || code === 'BAD_REQUEST') && shaped?.message) return shaped.message;
  return GENERIC_SUBMIT_ERROR;
}

export function showFormError(formId: string, message: string): void {
  void notify('error', message, { id: `${formId}-error` });
}

export function showFormSuccess(formId: string, message: string): void {
  void dismissToast(`${formId}-error`);
  void notify('success', message, { id: `${formId}-success` });
}
