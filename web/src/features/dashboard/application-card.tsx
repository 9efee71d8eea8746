import { Mail, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PROGRAMMES, choiceLabel } from '@domain/application-choices';
import type { ApplicationItem } from './format';
import { PossibleDuplicateMarker, ReplyByPassedMarker, StatusBadge, WaitingListMarker } from './status-badge';
import { SubmissionCard } from './submission-card';
import { dashboardMessages as messages } from './dashboard.messages';

/** docs/spec.md §2.6: full name, created date, programme badge, email and phone; plus status and "new". */
export function ApplicationCard({ item, onOpen }: { item: ApplicationItem; onOpen: () => void }) {
  return (
    <SubmissionCard
      testId="application-card"
      item={item}
      onOpen={onOpen}
      badge={
        <>
          {item.possibleDuplicate && <PossibleDuplicateMarker />}
          {item.waitingList && <WaitingListMarker />}
          {item.replyByPassed && <ReplyByPassedMarker />}
          <StatusBadge status={item.status} />
        </>
      }
    >
      <div className="mt-3">
        <Badge variant="secondary">{choiceLabel(PROGRAMMES, item.programme)}</Badge>
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail className="size-4 text-muted-foreground" aria-label={messages.detail.fields.email} />
          </dt>
          <dd className="truncate">{item.email}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone className="size-4 text-muted-foreground" aria-label={messages.detail.fields.phone} />
          </dt>
          <dd>{item.phone}</dd>
        </div>
      </dl>
    </SubmissionCard>
  );
}
