import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  /** The section's h2; also its accessible name. */
  title?: string;
  /** An anchor id, so /about#values and the like can link straight to it. */
  id?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
}

export function Section({ title, id, intro, tone = 'plain', className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('scroll-mt-24 py-12 sm:py-16', tone === 'muted' && 'bg-muted', className)}
    >
      <div className="mx-auto max-w-6xl px-4">
        {title && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
            {title}
          </h2>
        )}
        {intro && <div className="mt-3 max-w-3xl text-muted-foreground">{intro}</div>}
        <div className={cn(title || intro ? 'mt-8' : undefined)}>{children}</div>
      </div>
    </section>
  );
}
