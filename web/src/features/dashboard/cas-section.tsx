import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCalendarDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.cas;
type Cas = ApplicationDetailData['cas'];

/**
 * The CAS for an applicant who needs a Student visa (decision 136): the steps with their dates,
 * the working days waited and the flag past 8, recording the CAS number and date, and the visa's
 * outcome (a refusal marks the deposit to refund).
 */
export function CasSection({
  applicationId,
  cas,
  onChanged,
}: {
  applicationId: string;
  cas: Cas;
  onChanged: () => void;
}) {
  return (
    <DetailSection title={m.title}>
      <div className="space-y-3 text-sm" data-testid="cas-section">
        <p className="text-muted-foreground">{m.intro}</p>
        <ol aria-label={m.stepsLabel} className="space-y-1">
          {cas.steps.map((step) => (
            <li key={step.step} className="flex flex-wrap justify-between gap-x-4">
              <span className={step.reachedOn ? 'font-medium' : 'text-muted-foreground'}>{step.label}</span>
              <span className="text-muted-foreground">
                {step.reachedOn ? m.reached(formatCalendarDate(step.reachedOn)) : m.notReached}
              </span>
            </li>
          ))}
        </ol>
        {cas.waitingWorkingDays !== null && (
          <p className={cas.overdue ? 'font-semibold text-destructive' : ''} data-testid="cas-waiting">
            {cas.overdue ? m.overdue(cas.waitingWorkingDays) : m.waiting(cas.waitingWorkingDays)}
          </p>
        )}
        <CasRequested
          applicationId={applicationId}
          requestedOn={cas.steps.find((step) => step.step === 'cas_requested')?.reachedOn ?? null}
          onChanged={onChanged}
        />
        {cas.record && (
          <p className="font-medium">{m.recorded(cas.record.number, formatCalendarDate(cas.record.issuedOn))}</p>
        )}
        <RecordCas applicationId={applicationId} correcting={cas.record !== null} onChanged={onChanged} />
        {cas.record && <VisaOutcome applicationId={applicationId} record={cas.record} onChanged={onChanged} />}
      </div>
    </DetailSection>
  );
}

function CasRequested({
  applicationId,
  requestedOn,
  onChanged,
}: {
  applicationId: string;
  requestedOn: string | null;
  onChanged: () => void;
}) {
  const dateId = useId();
  const [date, setDate] = useState('');
  const save = trpc.admin.applications.cas.markRequested.useMutation({
    onSuccess: () => {
      void notify('success', m.requestedSaved);
      setDate('');
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.requestedNotSaved)),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ applicationId, requestedOn: date });
      }}
    >
      {requestedOn && <p className="w-full font-medium">{m.requested(formatCalendarDate(requestedOn))}</p>}
      <div className="space-y-1.5">
        <Label htmlFor={dateId}>{m.requestedLabel}</Label>
        <Input id={dateId} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <Button type="submit" variant="outline" size="sm" className="h-10" disabled={save.isPending}>
        {save.isPending ? m.saving : requestedOn ? m.correctRequested : m.markRequested}
      </Button>
    </form>
  );
}

function RecordCas({
  applicationId,
  correcting,
  onChanged,
}: {
  applicationId: string;
  correcting: boolean;
  onChanged: () => void;
}) {
  const numberId = useId();
  const dateId = useId();
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const record = trpc.admin.applications.cas.record.useMutation({
    onSuccess: (result) => {
      void notify('success', result.emailQueued ? m.saved : m.corrected);
      setNumber('');
      setIssuedOn('');
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.notSaved)),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ applicationId, number, issuedOn });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={numberId}>{m.numberLabel}</Label>
        <Input
          id={numberId}
          required
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          aria-describedby={`${numberId}-hint`}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <p id={`${numberId}-hint`} className="text-xs text-muted-foreground">
          {m.numberHint}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={dateId}>{m.dateLabel}</Label>
        <Input
          id={dateId}
          type="date"
          required
          value={issuedOn}
          onChange={(event) => setIssuedOn(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" className="h-10" disabled={record.isPending}>
        {record.isPending ? m.saving : correcting ? m.correct : m.record}
      </Button>
    </form>
  );
}

function VisaOutcome({
  applicationId,
  record,
  onChanged,
}: {
  applicationId: string;
  record: NonNullable<Cas['record']>;
  onChanged: () => void;
}) {
  const save = trpc.admin.applications.cas.recordVisaOutcome.useMutation({
    onSuccess: () => {
      void notify('success', m.outcomeSaved);
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.outcomeNotSaved)),
  });
  if (record.visaOutcome)
    return (
      <div>
        <p className="font-medium">{m.outcomes[record.visaOutcome]}</p>
        {record.depositToRefund && <p className="font-semibold">{m.toRefund}</p>}
      </div>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">{m.visaLegend}</legend>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={save.isPending}
          onClick={() => save.mutate({ applicationId, outcome: 'granted' })}
        >
          {m.granted}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={save.isPending}
          onClick={() => save.mutate({ applicationId, outcome: 'refused' })}
        >
          {m.refused}
        </Button>
      </div>
    </fieldset>
  );
}
