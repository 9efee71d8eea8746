import { Mail } from 'lucide-react';
import type { ContactItem } from './format';
import { SubmissionCard } from './submission-card';
import { dashboardMessages as messages } from './dashboard.messages';

/**
 * docs/spec.md §2.6: full name, created date, email and the message with its line breaks kept;
 * a message in Arabic reads right to left (`dir="auto"`).
 */
export function ContactCard({ item, onOpen }: { item: ContactItem; onOpen: () => void }) {
  return (
    <SubmissionCard testId="contact-card" item={item} onOpen={onOpen}>
      <p className="mt-3 flex min-w-0 items-center gap-2 text-sm">
        <Mail className="size-4 shrink-0 text-muted-foreground" aria-label={messages.detail.fields.email} />
        <span className="truncate">{item.email}</span>
      </p>
      <p
        dir="auto"
        className="mt-3 line-clamp-6 whitespace-pre-line rounded-md bg-muted/60 p-3 text-start text-sm text-foreground"
      >
        {item.message}
      </p>
    </SubmissionCard>
  );
}
