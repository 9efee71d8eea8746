import type { LucideIcon } from 'lucide-react';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface InfoCardItem {
  title: string;
  text?: string;
  /** A short list under the text (e.g. the subjects in a group). */
  items?: readonly string[];
  icon?: LucideIcon;
}

interface InfoCardsProps {
  cards: readonly InfoCardItem[];
  /** Number of columns on wide screens. */
  columns?: 2 | 3 | 4;
  className?: string;
}

const columnClass = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A staggered list of simple cards, each with an h3 title, optional icon, text and list. */
export function InfoCards({ cards, columns = 3, className }: InfoCardsProps) {
  return (
    <StaggerGrid as="ul" className={cn(columnClass[columns], className)}>
      {cards.map(({ title, text, items, icon: Icon }) => (
        <Card key={title} className="flex flex-col gap-2 p-6">
          {Icon && (
            <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          )}
          <h3 className="text-lg font-semibold leading-tight text-primary">{title}</h3>
          {text && <p className="text-sm text-muted-foreground">{text}</p>}
          {items && items.length > 0 && (
            <ul className="mt-1 space-y-1 text-sm">
              {items.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {item}
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
    </StaggerGrid>
  );
}
