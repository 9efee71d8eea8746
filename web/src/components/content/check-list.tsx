import { CircleCheck, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface CheckListProps {
  items: readonly string[];
  /** Two columns from the small breakpoint up; good for long lists of short items. */
  columns?: 1 | 2;
  className?: string;
  /** The marker before each item; a tick unless told (e.g. CircleMinus for exclusions). */
  icon?: LucideIcon;
}

/** A bulleted list with a tick before each item. */
export function CheckList({ items, columns = 1, className, icon: Icon = CircleCheck }: CheckListProps) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
