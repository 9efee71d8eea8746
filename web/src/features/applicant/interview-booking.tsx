import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { NewTabLink } from '@/components/content/new-tab-link';
import { SlotPicker, type SlotChoice } from '@/components/forms/slot-picker';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/lib/locale';
import { trpc } from '@/lib/trpc-react';
import { isSessionLoss, trpcErrorCode } from '@/lib/trpc-error';
import { fillIn, useVisitClock, type VisitClock } from '@/lib/visit-clock';
import type { AppRouter } from '../../../../server/routers/app-router';
import { useApplicantMessages, type ApplicantMessages } from './applicant.messages';
import { applicantErrorMessage } from './applicant-errors';

type InterviewState = inferRouterOutputs<AppRouter>['applicant']['interview']['slots'];
export type BookedInterview = NonNullable<InterviewState['booking']>;
type Words = ApplicantMessages['interview'];
type Step = 'view' | 'move' | 'cancel';

/**
 * The applicant's interview (decision 145), in their application's card while it is at
 * 'interview': the offered times to choose one from, or the booked interview with its time, its
 * place or video link, and the applicant's own ways to move or cancel it until the rule's notice.
 * The server answers in the page's language; its refusals are shown where the change was asked
 * for, and the times are loaded again, since a refusal usually means the list has changed.
 */
export function InterviewBooking({ applicationId }: { applicationId: string }) {
  const locale = useLocale();
  const messages = useApplicantMessages().interview;
  const clock = useVisitClock(locale, messages.slots.clock);
  const ids = { heading: useId(), slot: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const utils = trpc.useUtils();
  const input = { applicationId, language: locale };
  const interview = trpc.applicant.interview.slots.useQuery(input);
  const [step, setStep] = useState<Step>('view');
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');

  const toStep = (next: Step) => {
    setProblem('');
    setNotice('');
    setSlot(null);
    setMissing(false);
    setStep(next);
    if (next === 'view') heading.current?.focus();
  };

  /** Done: the list and the booking as they are now, then focus on the section, whose notice says what happened. */
  const done = async (said: string) => {
    await utils.applicant.interview.slots.invalidate(input);
    setStep('view');
    setSlot(null);
    setNotice(said);
    heading.current?.focus();
  };
  const refused = (error: unknown) => {
    setProblem(applicantErrorMessage(error, messages.failed, locale));
    if (isSessionLoss(error)) return void utils.applicant.invalidate();
    if (['CONFLICT', 'NOT_FOUND'].includes(trpcErrorCode(error) ?? '')) {
      // Taken meanwhile, too late, or the application has moved on: show what is true now.
      setSlot(null);
      void utils.applicant.interview.slots.invalidate(input);
      void utils.applicant.applications.invalidate();
    }
  };
  const book = trpc.applicant.interview.book.useMutation({ onSuccess: () => done(messages.booked), onError: refused });
  const move = trpc.applicant.interview.reschedule.useMutation({
    onSuccess: () => done(messages.moved),
    onError: refused,
  });
  const cancel = trpc.applicant.interview.cancel.useMutation({
    onSuccess: () => done(messages.cancelled),
    onError: refused,
  });
  const busy = book.isPending || move.isPending || cancel.isPending;

  const send = (event: FormEvent, run: (choice: SlotChoice) => void) => {
    event.preventDefault();
    if (!slot) return setMissing(true);
    setProblem('');
    setNotice('');
    run(slot);
  };

  const loaded = interview.data
    ? { state: 'ready' as const, slots: interview.data.slots }
    : interview.isError
      ? { state: 'failed' as const }
      : { state: 'loading' as const };
  const picker = (
    <SlotPicker
      id={ids.slot}
      loaded={loaded}
      reload={() => void interview.refetch()}
      clock={clock}
      messages={messages.slots}
      value={slot}
      onChange={(chosen) => {
        setSlot(chosen);
        if (chosen) setMissing(false);
      }}
      detail={(offered) => messages.modes[offered.mode]}
      error={missing ? messages.chooseSlot : undefined}
    />
  );
  const alert = problem && (
    <p role="alert" className="text-sm font-medium text-destructive">
      {problem}
    </p>
  );
  const booking = interview.data?.booking ?? null;
  const hasSlots = (interview.data?.slots.length ?? 0) > 0;

  return (
    <section
      aria-labelledby={ids.heading}
      className="mt-4 flex flex-col gap-4 rounded-xl border p-4"
      data-testid="applicant-interview"
    >
      <h3
        id={ids.heading}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold focus:outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        {messages.heading}
      </h3>
      {/* Always there, so what a change did is announced when it is written in. */}
      <p role="status" className={notice ? 'rounded-lg bg-muted/50 p-3 text-sm font-medium' : 'sr-only'}>
        {notice}
      </p>
      {booking && clock ? (
        <>
          <InterviewDetails booking={booking} clock={clock} messages={messages} />
          {step === 'view' &&
            // As of the booking's loading: a change asked for later than the notice is refused and the list loaded again.
            (interview.dataUpdatedAt < Date.parse(booking.changeUntil) ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {fillIn(messages.changeUntil, { when: clock.when(booking.changeUntil) })}
                </p>
                {alert}
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button type="button" className="min-h-11" onClick={() => toStep('move')}>
                    {messages.change}
                  </Button>
                  <Button type="button" variant="outline" className="min-h-11" onClick={() => toStep('cancel')}>
                    {messages.cancel}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm">{messages.tooLate}</p>
            ))}
          {step === 'move' && (
            <form
              noValidate
              aria-labelledby={`${ids.heading}-move`}
              className="flex flex-col gap-4"
              onSubmit={(event) => send(event, (choice) => move.mutate({ ...input, ...choice }))}
            >
              <StepHeading id={`${ids.heading}-move`}>{messages.newTime}</StepHeading>
              {picker}
              {alert}
              <div className="flex flex-col gap-3 sm:flex-row">
                {hasSlots && (
                  <Button type="submit" className="min-h-11" disabled={busy}>
                    {busy ? messages.working : messages.confirmMove}
                  </Button>
                )}
                <Button type="button" variant="outline" className="min-h-11" onClick={() => toStep('view')}>
                  {messages.keep}
                </Button>
              </div>
            </form>
          )}
          {step === 'cancel' && (
            <div className="flex flex-col gap-4">
              <StepHeading id={`${ids.heading}-cancel`}>
                {fillIn(messages.cancelQuestion, { when: clock.when(booking.startsAt) })}
              </StepHeading>
              {alert}
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button
                  type="button"
                  variant="destructive"
                  className="min-h-11"
                  disabled={busy}
                  onClick={() => {
                    setProblem('');
                    cancel.mutate(input);
                  }}
                >
                  {busy ? messages.working : messages.confirmCancel}
                </Button>
                <Button type="button" variant="outline" className="min-h-11" onClick={() => toStep('view')}>
                  {messages.keep}
                </Button>
              </div>
            </div>
          )}
        </>
      ) : (
        <form
          noValidate
          aria-labelledby={ids.heading}
          className="flex flex-col gap-4"
          onSubmit={(event) => send(event, (choice) => book.mutate({ ...input, ...choice }))}
        >
          {hasSlots && clock && <p className="text-sm">{messages.intro}</p>}
          {picker}
          {alert}
          {hasSlots && clock && (
            <Button type="submit" className="min-h-11 w-full sm:w-auto sm:self-start" disabled={busy}>
              {busy ? messages.booking : messages.book}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}

/**
 * The booked interview: when (UK time, and the reader's own where it differs), on campus or by
 * video, and the video link, which the server gives only once booked and only to its applicant.
 */
export function InterviewDetails({
  booking,
  clock,
  messages,
}: {
  booking: BookedInterview;
  clock: VisitClock;
  messages: Words;
}) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="applicant-interview-booked">
      <dt className="text-muted-foreground">{messages.when}</dt>
      <dd className="font-semibold" data-testid="applicant-interview-when">
        {clock.when(booking.startsAt)}
      </dd>
      <dt className="mt-2 text-muted-foreground sm:mt-0">{messages.mode}</dt>
      <dd>{messages.modes[booking.mode]}</dd>
      {booking.videoUrl && (
        <>
          <dt className="mt-2 text-muted-foreground sm:mt-0">{messages.link}</dt>
          <dd>
            <NewTabLink href={booking.videoUrl} className="min-h-6 break-all">
              <bdi dir="ltr">{booking.videoUrl}</bdi>
            </NewTabLink>
          </dd>
        </>
      )}
    </dl>
  );
}

/** A step's heading, focused when it appears so keyboard and screen-reader users land on it. */
function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h4
      id={id}
      ref={heading}
      tabIndex={-1}
      className="text-sm font-semibold focus:outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
      {children}
    </h4>
  );
}
