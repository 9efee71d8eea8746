import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';
import { fullName } from './format';
import { EmailFailedMarker, NewMarker } from './status-badge';

interface CardSubmission {
  firstName: string;
  lastName: string;
  createdAt: string;
  isNew: boolean;
  emailFailed: boolean;
}

/**
 * The frame every list card shares: the whole card opens the submission through the name's
 * button, with the created date and the delivery and "new" markers beside it.
 */
export function SubmissionCard({
  testId,
  item,
  onOpen,
  badge,
  children,
}: {
  testId: string;
  item: CardSubmission;
  onOpen: () => void;
  /** Shown after the markers, e.g. the application's status. */
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      data-testid={testId}
      className="relative rounded-xl border bg-card p-4 shadow-xs transition-colors focus-within:ring-3 focus-within:ring-ring hover:border-primary/40 hover:bg-secondary/30 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-foreground">
            <button type="button" onClick={onOpen} className="text-left after:absolute after:inset-0 focus:outline-none">
              {fullName(item)}
            </button>
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item.emailFailed && <EmailFailedMarker />}
          {item.isNew && <NewMarker />}
          {badge}
        </div>
      </div>
      {children}
    </article>
  );
}
