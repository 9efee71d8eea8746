import type { FormEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { dismissToast, notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import type { Locale } from '@domain/locale';
import { checkTheForm, genericError } from '@domain/messages';

/** docs/spec.md §5: the first failing message, in the order the fields appear on the form. */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly (keyof T & string)[],
  locale: Locale = 'en',
): string {
  for (const name of fieldOrder) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return checkTheForm(locale);
}

/**
 * A failed submission's message: the server's own text for a refused field or the rate limit
 * (it says how long to wait, in the language the form said it was in); anything else, a network
 * failure included, gets the spec's general message (docs/spec.md §8) in the page's language.
 */
export function submissionErrorMessage(error: unknown, locale: Locale = 'en'): string {
  return errorMessage(error, genericError(locale));
}

export function showFormError(formId: string, message: string): void {
  void notify('error', message, { id: `${formId}-error` });
}

export function showFormSuccess(formId: string, message: string): void {
  void dismissToast(`${formId}-error`);
  void notify('success', message, { id: `${formId}-success` });
}

interface SubmissionHandlerOptions<Input extends FieldValues, Values> {
  formId: string;
  /** The page's language: the notices the handler writes itself are in it. */
  locale: Locale;
  fieldOrder: readonly (keyof Input & string)[];
  handleSubmit: UseFormHandleSubmit<Input, Values>;
  /** Sends the valid values; a throw becomes the error notice. */
  send: (values: Values) => Promise<unknown>;
  successMessage: string;
  /** Runs after a successful send, e.g. to clear the form. */
  onSent: () => void;
}

/**
 * Both public forms' submit handler: the first field error in form order, or the send, then
 * the success notice or the server's message; nothing reaches the page as an unhandled error.
 */
export function submissionHandler<Input extends FieldValues, Values>(options: SubmissionHandlerOptions<Input, Values>) {
  const { formId, locale, fieldOrder, handleSubmit, send, successMessage, onSent } = options;
  const onValid = async (values: Values) => {
    try {
      await send(values);
      showFormSuccess(formId, successMessage);
      onSent();
    } catch (error) {
      showFormError(formId, submissionErrorMessage(error, locale));
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<Input>) => showFormError(formId, firstFieldError(fieldErrors, fieldOrder, locale));
  return (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(onValid, onInvalid)(event).catch(() => showFormError(formId, genericError(locale)));
}
