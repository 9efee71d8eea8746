import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SlotPicker, type SlotChoice } from '@/components/forms/slot-picker';
import { Button, ButtonLink } from '@/components/ui/button';
import { useLocale } from '@/lib/locale';
import { fillIn, useVisitClock, type VisitClock } from '@/lib/visit-clock';
import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';
import { localizedPath, type Locale } from '@domain/locale';
import { useFreeSlots } from './visit-slots';
import type { VisitManageMessages } from './visit-page.messages';

/** The manage link's token rides in the fragment (`#token=…`), which no server ever sees (decision 112). */
const TOKEN_PARAM = 'token';

interface Visit {
  name: string;
  partySize: number;
  ruleId: string;
  startsAt: string;
}

type Screen =
  | { state: 'reading' }
  | { state: 'no-link' }
  | { state: 'invalid' }
  | { state: 'failed' }
  | { state: 'cancelled' }
  | { state: 'booked'; visit: Visit; step: 'view' | 'move' | 'cancel' }
  | { state: 'moved'; startsAt: string }
  | { state: 'cancelled-now' };

/** The token from the address, once: it is then cleared from the address bar and the history entry. */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(TOKEN_PARAM);
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

const trpc = async () => (await import('@/lib/trpc')).trpcClient;

/** What opening the page shows: it only reads the visit (a POST, so no link scanner's GET can reach it). */
async function describe(token: string | null, locale: Locale): Promise<Screen> {
  if (!token) return { state: 'no-link' };
  try {
    const visit = await (await trpc()).visits.manage.describe.mutate({ token, language: locale });
    if (visit.state === 'invalid') return { state: 'invalid' };
    if (visit.state === 'cancelled') return { state: 'cancelled' };
    return { state: 'booked', visit, step: 'view' };
  } catch {
    return { state: 'failed' };
  }
}

/**
 * The page a visit's e-mail links to. Opening it changes nothing: it asks what the token's visit
 * is, with a POST, and shows it. Moving or cancelling the visit takes the visitor's own
 * confirmation, and a POST each.
 */
export function VisitManage({ messages }: { messages: VisitManageMessages }) {
  const locale = useLocale();
  const token = useRef<string | null | undefined>(undefined);
  const [screen, setScreen] = useState<Screen>({ state: 'reading' });
  const clock = useVisitClock(locale, messages.slots.clock);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    token.current ??= takeToken();
    void describe(token.current, locale).then(setScreen);
    // Another visit's link followed while the page is open changes only the fragment.
    const onLink = () => {
      const next = takeToken();
      if (!next) return;
      token.current = next;
      setError('');
      void describe(next, locale).then(setScreen);
    };
    window.addEventListener('hashchange', onLink);
    return () => window.removeEventListener('hashchange', onLink);
  }, [locale]);

  /** Runs one of the visitor's confirmed changes; a refusal shows the server's words. */
  async function change(run: (token: string) => Promise<Screen>) {
    setBusy(true);
    setError('');
    try {
      setScreen(await run(token.current!));
    } catch (refusal) {
      setError(errorMessage(refusal, messages.genericError));
      if (trpcErrorCode(refusal) === 'NOT_FOUND') setScreen({ state: 'invalid' });
    } finally {
      setBusy(false);
    }
  }

  if (screen.state === 'reading' || !clock)
    return (
      <p role="status" className="text-muted-foreground">
        {messages.loading}
      </p>
    );
  if (screen.state === 'no-link') return <p>{messages.noLink}</p>;
  if (screen.state === 'invalid')
    return (
      <p role="alert" className="font-medium">
        {messages.linkInvalid}
      </p>
    );
  if (screen.state === 'failed') return <p role="alert">{messages.genericError}</p>;
  if (screen.state === 'cancelled')
    return (
      <Outcome title={messages.isCancelled}>
        <BookAgain messages={messages} />
      </Outcome>
    );
  if (screen.state === 'moved')
    return (
      <Outcome title={messages.movedTitle}>
        <p>{fillIn(messages.movedText, { when: clock.when(screen.startsAt) })}</p>
      </Outcome>
    );
  if (screen.state === 'cancelled-now')
    return (
      <Outcome title={messages.cancelledTitle}>
        <p>{messages.cancelledText}</p>
        <BookAgain messages={messages} />
      </Outcome>
    );

  const { visit, step } = screen;
  const toStep = (next: 'view' | 'move' | 'cancel') => {
    setError('');
    setScreen({ state: 'booked', visit, step: next });
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="visit-manage-details" className="flex flex-col gap-3">
        <h3 id="visit-manage-details" className="text-xl font-semibold text-primary">
          {messages.yourVisit}
        </h3>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{messages.labels.name}</dt>
          <dd>{visit.name}</dd>
          <dt className="font-medium">{messages.labels.when}</dt>
          <dd data-testid="visit-when">{clock.when(visit.startsAt)}</dd>
          <dt className="font-medium">{messages.labels.people}</dt>
          <dd>{visit.partySize}</dd>
        </dl>
      </section>
      {step === 'view' && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" className="min-h-11" onClick={() => toStep('move')}>
            {messages.change}
          </Button>
          <Button type="button" variant="outline" className="min-h-11" onClick={() => toStep('cancel')}>
            {messages.cancel}
          </Button>
        </div>
      )}
      {step === 'move' && (
        <MoveVisit
          messages={messages}
          clock={clock}
          current={visit}
          busy={busy}
          error={error}
          onKeep={() => toStep('view')}
          onMove={(slot) =>
            change(async (link) => {
              const client = await trpc();
              const moved = await client.visits.manage.reschedule.mutate({ token: link, ...slot, language: locale });
              return { state: 'moved', startsAt: moved.startsAt };
            })
          }
        />
      )}
      {step === 'cancel' && (
        <section aria-labelledby="visit-manage-cancel" className="flex flex-col gap-4">
          <FocusedHeading id="visit-manage-cancel">
            {fillIn(messages.cancelQuestion, { when: clock.when(visit.startsAt) })}
          </FocusedHeading>
          {error && (
            <p role="alert" className="font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="button"
              variant="destructive"
              className="min-h-11"
              disabled={busy}
              onClick={() =>
                void change(async (link) => {
                  const client = await trpc();
                  await client.visits.manage.cancel.mutate({ token: link, language: locale });
                  return { state: 'cancelled-now' };
                })
              }
            >
              {busy ? messages.working : messages.confirmCancel}
            </Button>
            <Button type="button" variant="outline" className="min-h-11" onClick={() => toStep('view')}>
              {messages.keep}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function MoveVisit({
  messages,
  clock,
  current,
  busy,
  error,
  onKeep,
  onMove,
}: {
  messages: VisitManageMessages;
  clock: VisitClock;
  current: SlotChoice;
  busy: boolean;
  error: string;
  onKeep: () => void;
  onMove: (slot: SlotChoice) => Promise<void>;
}) {
  const { loaded, reload } = useFreeSlots();
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      aria-labelledby="visit-manage-move"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!slot) return setMissing(true);
        void onMove(slot).then(() => {
          setSlot(null);
          reload();
        });
      }}
    >
      <FocusedHeading id="visit-manage-move">{messages.newTime}</FocusedHeading>
      <SlotPicker
        id="visit-move"
        loaded={loaded}
        reload={reload}
        clock={clock}
        messages={messages.slots}
        value={slot}
        onChange={(chosen) => {
          setSlot(chosen);
          if (chosen) setMissing(false);
        }}
        exclude={current}
        error={missing ? messages.chooseSlot : undefined}
      />
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? messages.working : messages.confirmMove}
        </Button>
        <Button type="button" variant="outline" className="min-h-11" onClick={onKeep}>
          {messages.keep}
        </Button>
      </div>
    </form>
  );
}

/** A heading that takes focus when it appears, so keyboard and screen-reader users land on the new step. */
function FocusedHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold text-primary focus-visible:outline-3">
      {children}
    </h3>
  );
}

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="visit-manage-outcome" className="flex flex-col gap-3" data-testid="visit-outcome">
      <FocusedHeading id="visit-manage-outcome">{title}</FocusedHeading>
      {children}
    </section>
  );
}

function BookAgain({ messages }: { messages: VisitManageMessages }) {
  const locale = useLocale();
  return (
    <ButtonLink href={localizedPath('/visit', locale)} className="min-h-11 self-start">
      {messages.bookAgain}
    </ButtonLink>
  );
}
