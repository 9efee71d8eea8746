import { Children, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Seconds between one card's entrance and the next (docs/spec.md §2.12). */
const STAGGER_SECONDS = 0.1;

interface StaggerGridProps {
  children: ReactNode;
  className?: string;
  /** Render as a list (ul/li) when the cards are a list of like things. */
  as?: 'div' | 'ul';
}

/**
 * A grid whose cards fade and rise in one after another. Pure CSS, so it costs no
 * JavaScript and works in prerendered HTML; the global reduced-motion rule turns it off.
 */
export function StaggerGrid({ children, className, as = 'div' }: StaggerGridProps) {
  const Outer = as;
  const Inner = as === 'ul' ? 'li' : 'div';
  return (
    <Outer className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Children.toArray(children).map((child, index) => (
        <Inner
          key={index}
          className="flex animate-in fade-in slide-in-from-bottom-4 fill-mode-both duration-500 [&>*]:flex-1"
          style={{ animationDelay: `${index * STAGGER_SECONDS}s` }}
        >
          {child}
        </Inner>
      ))}
    </Outer>
  );
}
