import { useId, type ReactNode } from 'react';
import { dashboardMessages as messages } from './dashboard.messages';

/** One part of a submission's detail, named by its heading: a region a screen reader can jump to. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t px-5 py-4 sm:px-6">
      <h3 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label/value rows; an empty optional value reads "Not given". */
export function DetailFields({ fields }: { fields: ReadonlyArray<readonly [label: string, value: ReactNode | null]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-foreground">
            {value === null || value === '' ? (
              <span className="text-muted-foreground italic">{messages.detail.notGiven}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
