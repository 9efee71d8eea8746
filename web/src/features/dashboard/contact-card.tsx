import { Mail } from 'lucide-react';
import { formatDate, fullName, type ContactItem } from './format';
import { EmailFailedMarker, NewMarker } from './status-badge';

/** Spec 2.6: full name, created date, email and the message with its line breaks kept. */
export function ContactCard({ item, onOpen }: { item: ContactItem; onOpen: () => void }) {
  return (
    <article
      data-testid="contact-card"
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
        </div>
      </div>
      <p className="mt-3 flex min-w-0 items-center gap-2 text-sm">
        <Mail className="size-4 shrink-0 text-muted-foreground" aria-label="Email" />
        <span className="truncate">{item.email}</span>
      </p>
      <p className="mt-3 line-clamp-6 whitespace-pre-line rounded-md bg-muted/60 p-3 text-sm text-foreground">{item.message}</p>
    </article>
  );
}
