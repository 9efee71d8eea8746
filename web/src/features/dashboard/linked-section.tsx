import { FileText, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROGRAMMES, choiceLabel } from '@domain/application-choices';
import { DetailSection } from './detail-section';
import { formatDate } from '@/lib/format-date';
import type { SubmissionRef } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

interface Linked {
  type: 'application' | 'contact';
  id: string;
  createdAt: string;
  title: string;
}

/**
 * Opens another submission in the dialog: its kind, title and date, then `children` (more lines,
 * such as why it may be a duplicate). The linked and possible-duplicate sections list these.
 */
export function OpenSubmissionButton({
  item,
  onOpen,
  children,
}: {
  item: Linked;
  onOpen: (ref: SubmissionRef) => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen({ type: item.type, id: item.id })}
      className="flex w-full items-start gap-3 rounded-lg border p-3 text-start text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
    >
      {item.type === 'application' ? (
        <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      ) : (
        <MessageSquare className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      )}
      <span className="min-w-0">
        <span className="font-medium">
          {item.type === 'application'
            ? messages.linked.application(choiceLabel(PROGRAMMES, item.title))
            : messages.linked.enquiry}
        </span>
        <span className="text-muted-foreground"> · {formatDate(item.createdAt)}</span>
        {item.type === 'contact' && <span className="block truncate text-muted-foreground">{item.title}</span>}
        {children}
      </span>
    </button>
  );
}

/** Other enquiries and applications from the same e-mail address. */
export function LinkedSection({ linked, onOpen }: { linked: readonly Linked[]; onOpen: (ref: SubmissionRef) => void }) {
  if (linked.length === 0) return null;
  return (
    <DetailSection title={messages.linked.title}>
      <ul className="space-y-2" data-testid="linked">
        {linked.map((item) => (
          <li key={item.id}>
            <OpenSubmissionButton item={item} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
