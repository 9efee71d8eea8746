import type { ReactNode } from 'react';
import { Languages } from 'lucide-react';
import type { Locale } from '@domain/locale';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { fullName } from './format';
import { EmailFailedMarker, NewMarker } from './status-badge';
import { dashboardMessages as messages } from './dashboard.messages';

interface CardSubmission {
  firstName: string;
  lastName: string;
  createdAt: string;
  isNew: boolean;
  emailFailed: boolean;
  /** The language it was sent in: the public site's page it came from. */
  language: Locale;
}

/**
 * The language a submission was sent in, on every card: plain for English, and in
 * colour for any other, which is the one that changes how staff reply.
 */
export function LanguageMarker({ language }: { language: Locale }) {
  const name = messages.languages[language];
  return (
    <span
      data-testid="language-marker"
      title={messages.lists.languageMarkerLabel(name)}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        language === 'en' ? 'border-border text-muted-foreground' : 'border-teal-300 bg-teal-50 text-teal-900',
      )}
    >
      <Languages className="size-3" aria-hidden="true" />
      {name}
    </span>
  );
}

/**
 * The frame every list card shares: the whole card opens the submission through the name's
 * button, with the created date and the delivery, language and "new" markers beside it. The
 * name is isolated (`bdi`), so a name in Arabic script reads right to left in the English screen.
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
            <button
              type="button"
              onClick={onOpen}
              className="text-start after:absolute after:inset-0 focus:outline-none"
            >
              <bdi>{fullName(item)}</bdi>
            </button>
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item.emailFailed && <EmailFailedMarker />}
          {item.isNew && <NewMarker />}
          <LanguageMarker language={item.language} />
          {badge}
        </div>
      </div>
      {children}
    </article>
  );
}
