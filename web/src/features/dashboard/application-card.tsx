import { Mail, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PROGRAMMES, choiceLabel } from '@/schemas/application-choices';
import { formatDate, fullName, type ApplicationItem } from './format';
import { EmailFailedMarker, NewMarker, StatusBadge } from './status-badge';

/** Spec 2.6: full name, created date, programme badge, email and phone; plus status and "new". */
export function ApplicationCard({ item, onOpen }: { item: ApplicationItem; onOpen: () => void }) {
  return (
    <article
      data-testid="application-card"
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
          <StatusBadge status={item.status} />
        </div>
      </div>
      <div className="mt-3">
        <Badge variant="secondary">{choiceLabel(PROGRAMMES, item.programme)}</Badge>
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail className="size-4 text-muted-foreground" aria-label="Email" />
          </dt>
          <dd className="truncate">{item.email}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone className="size-4 text-muted-foreground" aria-label="Phone" />
          </dt>
          <dd>{item.phone}</dd>
        </div>
      </dl>
    </article>
  );
}
