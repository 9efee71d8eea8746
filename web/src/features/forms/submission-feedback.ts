import { TRPCClientError } from '@trpc/client';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';

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
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if ((code === 'TOO_MANY_REQUESTS' || code === 'BAD_REQUEST') && error.message) return error.message;
  }
  return GENERIC_SUBMIT_ERROR;
}

export function showFormError(formId: string, message: string): void {
  toast.error(message, { id: `${formId}-error` });
}

export function showFormSuccess(formId: string, message: string): void {
  toast.dismiss(`${formId}-error`);
  toast.success(message, { id: `${formId}-success` });
}
