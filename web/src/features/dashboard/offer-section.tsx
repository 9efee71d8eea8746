import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatPence } from '@domain/money';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { DetailSection } from './detail-section';
import { ReplyByPassedMarker } from './status-badge';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.offer;
type Offer = NonNullable<ApplicationDetailData['offer']>;

/**
 * The application's offer (decision 134): its kind and terms, each condition with when it was
 * met and who marked it, a "Mark met" action for the rest, and moving the reply-by date later.
 * Shown once the application has an offer.
 */
export function OfferSection({
  applicationId,
  offer,
  onChanged,
}: {
  applicationId: string;
  offer: ApplicationDetailData['offer'];
  onChanged: () => void;
}) {
  if (!offer) return null;
  return (
    <DetailSection title={m.title}>
      <div className="space-y-3 text-sm" data-testid="offer-section">
        <p className="font-medium">{m.kinds[offer.kind]}</p>
        <p>
          {m.terms(formatPence(offer.feesPence), formatPence(offer.depositPence), formatCalendarDate(offer.replyBy))}
        </p>
        {offer.replyByPassed && (
          <div className="space-y-1" data-testid="offer-reply-by-passed">
            <ReplyByPassedMarker />
            <p className="font-medium text-destructive">{m.replyByPassed}</p>
            {offer.replyByPassedToldAt && (
              <p className="text-muted-foreground">{m.replyByPassedTold(formatDateTime(offer.replyByPassedToldAt))}</p>
            )}
          </div>
        )}
        {offer.unconditionalAt && offer.conditions.length > 0 && (
          <p className="text-muted-foreground">{m.unconditionalSince(formatDateTime(offer.unconditionalAt))}</p>
        )}
        {offer.conditions.length > 0 && (
          <ul className="space-y-2" data-testid="offer-conditions">
            {offer.conditions.map((condition) => (
              <ConditionRow key={condition.id} condition={condition} onChanged={onChanged} />
            ))}
          </ul>
        )}
        <ExtendReplyBy applicationId={applicationId} current={offer.replyBy} onChanged={onChanged} />
      </div>
    </DetailSection>
  );
}

function ConditionRow({ condition, onChanged }: { condition: Offer['conditions'][number]; onChanged: () => void }) {
  const mark = trpc.admin.applications.offers.markConditionMet.useMutation({
    onSuccess: (result) => {
      void notify('success', result.unconditional ? m.nowUnconditional : m.markedMet);
      onChanged();
    },
    onError: (error) => {
      void notify('error', errorMessage(error, m.notMarked));
      if (trpcErrorCode(error) === 'CONFLICT') onChanged();
    },
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3">
      <div className="min-w-0 space-y-0.5">
        <p>
          <bdi dir="auto">{condition.textEn}</bdi>
        </p>
        <p className="text-muted-foreground">
          {condition.metAt ? m.met(formatDateTime(condition.metAt), condition.metByEmail) : m.notMet}
        </p>
      </div>
      {!condition.metAt && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ conditionId: condition.id })}
        >
          {mark.isPending ? m.marking : m.markMet}
          <span className="sr-only">: {condition.textEn}</span>
        </Button>
      )}
    </li>
  );
}

function ExtendReplyBy({
  applicationId,
  current,
  onChanged,
}: {
  applicationId: string;
  current: string;
  onChanged: () => void;
}) {
  const id = useId();
  const [replyBy, setReplyBy] = useState('');
  const extend = trpc.admin.applications.offers.extendReplyBy.useMutation({
    onSuccess: () => {
      void notify('success', m.extended);
      setReplyBy('');
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.notExtended)),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        extend.mutate({ id: applicationId, replyBy });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={id}>{m.extendLabel}</Label>
        <Input
          id={id}
          type="date"
          min={current}
          required
          value={replyBy}
          onChange={(event) => setReplyBy(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" className="h-10" disabled={extend.isPending || !replyBy}>
        {m.extend}
      </Button>
    </form>
  );
}
