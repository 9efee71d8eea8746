import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** A short line above the title, such as a badge text ("Age 16-18"). */
  eyebrow?: string;
  breadcrumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The banner at the top of every content page; holds the page's one h1. */
export function PageHeader({ title, intro, eyebrow, breadcrumbs, children }: PageHeaderProps) {
  return (
    <header className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        {eyebrow && (
          <p className="mb-3 inline-block rounded-full bg-accent px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-foreground">
            {eyebrow}
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-3xl text-lg text-primary-foreground/90">{intro}</div>}
        {children}
      </div>
    </header>
  );
}
