import type { UseFormRegisterReturn } from 'react-hook-form';
import { formMessages } from './form.messages';

/**
 * A field people never see or reach: bots fill it in, and the server then pretends to
 * accept the submission and stores nothing.
 */
export function HoneypotField({ registration, id }: { registration: UseFormRegisterReturn<'website'>; id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{formMessages.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
