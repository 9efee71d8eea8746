import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface Stat {
  value: string;
  label: string;
  icon?: LucideIcon;
}

interface StatCardProps extends Stat {
  /** 'light' for white cards on a pale page; 'dark' for use on the navy hero. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * One headline figure ("95%" / "Success rate"): a dt/dd pair, so it must sit inside a <dl>
 * (StatGrid does that). The label comes first in the markup, the value first on screen.
 */
export function StatCard({ value, label, icon: Icon, tone = 'light', className }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-1 rounded-xl p-3 text-center sm:gap-2 sm:p-6',
        tone === 'light' ? 'border bg-card shadow-sm' : 'bg-white/10 ring-1 ring-white/20 backdrop-blur-sm',
        className,
      )}
    >
      <dt className={cn('order-2 text-sm', tone === 'light' ? 'text-muted-foreground' : 'text-primary-foreground/90')}>
        {label}
      </dt>
      <dd className="order-1 flex flex-col items-center gap-2">
        {Icon && (
          <span
            className={cn(
              'flex size-10 items-center justify-center rounded-full sm:size-12',
              tone === 'light' ? 'bg-secondary text-primary' : 'bg-accent text-accent-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-5 sm:size-6" />
          </span>
        )}
        <span className={cn('text-2xl font-bold sm:text-4xl', tone === 'light' ? 'text-primary' : 'text-white')}>
          {value}
        </span>
      </dd>
    </div>
  );
}

/** A row of stat cards as one description list. */
export function StatGrid({
  stats,
  tone = 'light',
  className,
}: {
  stats: readonly Stat[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-2 sm:grid-cols-3 sm:gap-4', tone === 'dark' && 'grid-cols-3', className)}>
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} tone={tone} />
      ))}
    </dl>
  );
}
