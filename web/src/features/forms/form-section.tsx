import type { ReactNode } from 'react';

/** A titled group of fields (docs/spec.md §2.8's form sections). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-lg border p-4 sm:p-6">
      <legend className="px-2 text-lg font-semibold text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}
