import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach: bots fill it in, and the server then pretends to
 * accept the submission and stores nothing.
 */
export function HoneypotField({
  registration,
  id,
  label,
}: {
  registration: UseFormRegisterReturn<'website'>;
  id: string;
  label: string;
}) {
  return (
    // Off the inline-start edge, which is never scrollable (the left in English, the right in Arabic).
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
