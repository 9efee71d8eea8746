import type { FormEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { dismissToast, notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import type { FormWords } from './form.messages';

/**
 * The notices a form writes itself, already in the page's language: its island receives them
 * as props (formMessages, resolved while prerendering), so no catalogue loads with the form.
 */
export type FormNotices = Pick<FormWords, 'genericError' | 'checkTheForm'>;

/**
 * docs/spec.md §5: the first failing message, in the order the fields appear on the form;
 * `checkTheForm` when none has a message (should not happen; never a blank toast).
 */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly (keyof T & string)[],
  checkTheForm: string,
): string {
  for (const name of fieldOrder) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return checkTheForm;
}

/**
 * A failed submission's message: the server's own text for a refused field or the rate limit
 * (it says how long to wait, in the language the form said it was in); anything else, a network
 * failure included, gets the spec's general message (docs/spec.md §8), `genericError`, in the page's language.
 */
export function submissionErrorMessage(error: unknown, genericError: string): string {
  return errorMessage(error, genericError);
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
  /** The notices the handler writes itself, in the page's language. */
  notices: FormNotices;
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
  const { formId, notices, fieldOrder, handleSubmit, send, successMessage, onSent } = options;
  const onValid = async (values: Values) => {
    try {
      await send(values);
      showFormSuccess(formId, successMessage);
      onSent();
    } catch (error) {
      showFormError(formId, submissionErrorMessage(error, notices.genericError));
    }
  };
  const onInvalid = (fieldErrors: FieldErrors<Input>) =>
    showFormError(formId, firstFieldError(fieldErrors, fieldOrder, notices.checkTheForm));
  return (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(onValid, onInvalid)(event).catch(() => showFormError(formId, notices.genericError));
}
