import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { INTERVIEW_OUTCOME_LABELS, INTERVIEW_OUTCOMES, type InterviewOutcome } from '@domain/interviews';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.interview;
type Interview = ApplicationDetailData['interviews'][number];

/** The notes' limit the server's input holds (domain/interviews.ts). */
const NOTES_MAX = 5000;
/** The longest delay setTimeout keeps; an interview further off than about 24 days waits for a reopen. */
const LONGEST_TIMER = 2 ** 31 - 1;

// Staff work in Cardiff: the interview's UK wall clock, whatever the laptop's setting.
const ukDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Europe/London' });
const ukTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });

export function interviewWhen(interview: Pick<Interview, 'startsAt' | 'endsAt'>): string {
  const start = new Date(interview.startsAt);
  return m.when(ukDate.format(start), ukTime.format(start), ukTime.format(new Date(interview.endsAt)));
}

/**
 * The application's interview bookings (decision 145), newest first: when in UK time, the
 * officer, on campus or by video, cancelled or not, and the outcome; once a booked interview has
 * started, staff record it attended or no-show with notes that become an internal note. Shown
 * while the application is at 'interview' or once it has had a booking.
 */
export function InterviewSection({
  status,
  interviews,
  onChanged,
}: {
  status: string;
  interviews: readonly Interview[];
  onChanged: () => void;
}) {
  const waiting = status === 'interview' && !interviews.some((interview) => interview.status === 'booked');
  if (interviews.length === 0 && !waiting) return null;
  return (
    <DetailSection title={m.title}>
      <div className="space-y-3 text-sm" data-testid="interview-section">
        {waiting && <p className="text-muted-foreground">{m.notChosen}</p>}
        {interviews.length > 0 && (
          <ul aria-label={m.listLabel} className="space-y-3">
            {interviews.map((interview) => (
              <InterviewItem key={interview.id} interview={interview} onChanged={onChanged} />
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}

function InterviewItem({ interview, onChanged }: { interview: Interview; onChanged: () => void }) {
  const cancelled = interview.status === 'cancelled';
  const row = (term: string, value: ReactNode) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <li className="space-y-3 rounded-md border p-3" data-testid="interview">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
        <span className={cancelled ? 'line-through' : undefined}>{interviewWhen(interview)}</span>
        <span className={`rounded px-1.5 text-xs ${cancelled ? 'bg-muted' : 'bg-violet-50 text-violet-900'}`}>
          {m.states[interview.status]}
        </span>
      </p>
      <dl className="space-y-0.5">
        {row(m.officer, interview.officer ? <span dir="ltr">{interview.officer}</span> : m.noOfficer)}
        {row(m.where, m.modes[interview.mode])}
        {interview.videoUrl &&
          row(
            m.videoLink,
            <a
              href={interview.videoUrl}
              dir="ltr"
              className="break-all text-primary underline"
              rel="noreferrer"
              target="_blank"
            >
              {interview.videoUrl}
            </a>,
          )}
        {row(
          m.outcome,
          interview.outcome && interview.outcomeAt ? (
            <span className="font-medium" data-testid="interview-outcome">
              {m.recorded(
                INTERVIEW_OUTCOME_LABELS[interview.outcome],
                formatDateTime(interview.outcomeAt),
                interview.outcomeBy,
              )}
            </span>
          ) : (
            m.noOutcome
          ),
        )}
      </dl>
      {!cancelled && <OutcomeForm interview={interview} onChanged={onChanged} />}
    </li>
  );
}

/** True once `startsAt` has passed, turning true by itself when the page is left open until then. */
function useHasBegun(startsAt: string): boolean {
  const start = Date.parse(startsAt);
  const [begun, setBegun] = useState(() => Date.now() >= start);
  useEffect(() => {
    if (begun) return;
    const wait = start - Date.now();
    if (wait > LONGEST_TIMER) return;
    const timer = setTimeout(() => setBegun(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [begun, start]);
  return begun;
}

/**
 * Attended or no-show, with optional notes. Before the start the form is disabled with the reason;
 * the server refuses then too and stays the judge, its refusal shown in the form's alert. Sent
 * again, it corrects the outcome.
 */
function OutcomeForm({ interview, onChanged }: { interview: Interview; onChanged: () => void }) {
  const ids = { outcome: useId(), notes: useId(), reason: useId() };
  const begun = useHasBegun(interview.startsAt);
  const [outcome, setOutcome] = useState<InterviewOutcome | null>(interview.outcome);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const record = trpc.admin.interviews.recordOutcome.useMutation({
    onMutate: () => setFailure(null),
    onSuccess: () => {
      void notify('success', m.saved);
      setNotes('');
      onChanged();
    },
    onError: (error) => {
      setFailure(errorMessage(error, m.notSaved));
      // Cancelled or gone meanwhile: show the booking as it now is.
      const code = trpcErrorCode(error);
      if (code === 'CONFLICT' || code === 'NOT_FOUND') onChanged();
    },
  });
  const disabled = !begun || record.isPending;
  return (
    <form
      className="space-y-3 border-t pt-3"
      aria-label={m.formLabel}
      aria-describedby={begun ? undefined : ids.reason}
      onSubmit={(event) => {
        event.preventDefault();
        if (!outcome) return;
        record.mutate({ bookingId: interview.id, outcome, notes: notes.trim() || undefined });
      }}
    >
      {!begun && (
        <p id={ids.reason} className="text-muted-foreground">
          {m.notStarted}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="font-medium">{m.outcomeLegend}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {INTERVIEW_OUTCOMES.map((value) => (
            <label key={value} className="flex min-h-6 items-center gap-2">
              <input
                type="radio"
                name={ids.outcome}
                value={value}
                required
                disabled={disabled}
                className="size-5 shrink-0 accent-primary"
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              {INTERVIEW_OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={ids.notes}>{m.notesLabel}</Label>
        <p id={`${ids.notes}-hint`} className="text-xs text-muted-foreground">
          {m.notesHint}
        </p>
        <Textarea
          id={ids.notes}
          rows={3}
          maxLength={NOTES_MAX}
          aria-describedby={`${ids.notes}-hint`}
          disabled={disabled}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {failure && (
        <p role="alert" className="font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" disabled={disabled || !outcome}>
        {record.isPending ? m.saving : interview.outcome ? m.correct : m.record}
      </Button>
    </form>
  );
}
