import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Fact {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
}

interface FactListProps {
  facts: readonly Fact[];
  className?: string;
}

/** Key facts (Duration: 2 years, Class size: max 12 ...) as a description list of tiles. */
export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {facts.map(({ label, value, icon: Icon }) => (
        // The icon sits inside <dt>, positioned, so the <div> holds only dt/dd as HTML requires.
        <div key={label} className={cn('relative min-w-0 rounded-xl border bg-card p-4 shadow-sm', Icon && 'ps-18')}>
          <dt className="text-sm text-muted-foreground">
            {Icon && (
              <span className="absolute top-4 start-4 flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            )}
            {label}
          </dt>
          <dd className="font-semibold text-primary">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
