import { CalendarPlus, CopyPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { PROGRAMMES, choiceLabel, type Programme } from '@domain/application-choices';
import { INTAKE_POLICIES, intakeMonthLabel, schoolDateLabel, type IntakePolicy } from '@domain/intakes';
import { formatPence } from '@domain/money';
import { penceFromPounds } from '@domain/payments';
import { dashboardMessages as messages } from './dashboard.messages';
import type { IntakeSummary as Intake } from './format';

const m = messages.intakes;

/** "A-Level Courses, September 2027": how the screen names an intake. */
function intakeName(intake: { programme: string; startsOn: string }): string {
  return `${choiceLabel(PROGRAMMES, intake.programme)}, ${intakeMonthLabel(intake.startsOn, 'en')}`;
}

/** A capacity field's text as the server takes it: empty is no limit. */
function capacityOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** A deposit field's text (pounds) as the server takes it (pence): empty is none set; what is not an amount, the server refuses. */
function depositOf(text: string): number | null {
  return text.trim() === '' ? null : (penceFromPounds(text) ?? -1);
}

interface Terms {
  startsOn: string;
  deadline: string;
  policy: IntakePolicy;
  capacity: string;
  /** In pounds, as staff type it. */
  deposit: string;
}

/** The dates, policy and capacity: the fields of a new intake and of an edit. */
function TermsFields({ terms, onChange }: { terms: Terms; onChange: (terms: Terms) => void }) {
  const ids = {
    startsOn: useId(),
    deadline: useId(),
    policy: useId(),
    capacity: useId(),
    hint: useId(),
    deposit: useId(),
    depositHint: useId(),
  };
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={ids.startsOn}>{m.startsOn}</Label>
        <Input
          id={ids.startsOn}
          type="date"
          required
          value={terms.startsOn}
          onChange={(event) => onChange({ ...terms, startsOn: event.target.value })}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.deadline}>{m.deadline}</Label>
        <Input
          id={ids.deadline}
          type="date"
          required
          value={terms.deadline}
          onChange={(event) => onChange({ ...terms, deadline: event.target.value })}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.policy}>{m.policy}</Label>
        <NativeSelect
          id={ids.policy}
          value={terms.policy}
          onChange={(event) => onChange({ ...terms, policy: event.target.value as IntakePolicy })}
        >
          {INTAKE_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {m.policies[policy]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.capacity}>{m.capacity}</Label>
        <Input
          id={ids.capacity}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          aria-describedby={ids.hint}
          value={terms.capacity}
          onChange={(event) => onChange({ ...terms, capacity: event.target.value })}
        />
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {m.capacityHint}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.deposit}>{m.deposit}</Label>
        <Input
          id={ids.deposit}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={ids.depositHint}
          value={terms.deposit}
          onChange={(event) => onChange({ ...terms, deposit: event.target.value })}
        />
        <p id={ids.depositHint} className="text-xs text-muted-foreground">
          {m.depositHint}
        </p>
      </div>
    </>
  );
}

const BLANK: Terms = { startsOn: '', deadline: '', policy: 'strict', capacity: '', deposit: '' };

function NewIntakeForm({ onSaved }: { onSaved: () => void }) {
  const ids = { programme: useId(), open: useId() };
  const [programme, setProgramme] = useState<Programme>('alevel');
  const [terms, setTerms] = useState<Terms>(BLANK);
  const [openNow, setOpenNow] = useState(false);
  const create = trpc.admin.intakes.create.useMutation({
    onError: (error) => void notify('error', errorMessage(error, messages.changeNotSaved)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { startsOn, deadline, policy } = terms;
    create.mutate(
      {
        programme,
        startsOn,
        deadline,
        policy,
        capacity: capacityOf(terms.capacity),
        depositPence: depositOf(terms.deposit),
        open: openNow,
      },
      {
        onSuccess: () => {
          void notify('success', m.created(intakeName({ programme, startsOn }), openNow));
          setTerms(BLANK);
          setOpenNow(false);
          onSaved();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="new-intake-heading" className="space-y-4 rounded-xl border bg-card p-4">
      <h3 id="new-intake-heading" className="text-base font-semibold">
        {m.newTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-2">
          <Label htmlFor={ids.programme}>{m.programme}</Label>
          <NativeSelect
            id={ids.programme}
            value={programme}
            onChange={(event) => setProgramme(event.target.value as Programme)}
          >
            {PROGRAMMES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TermsFields terms={terms} onChange={setTerms} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-2">
          <input
            id={ids.open}
            type="checkbox"
            checked={openNow}
            onChange={(event) => setOpenNow(event.target.checked)}
            className="mt-0.5 size-4 accent-primary"
          />
          <Label htmlFor={ids.open} className="leading-snug">
            {m.openNow}
          </Label>
        </div>
        <Button type="submit" disabled={create.isPending}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {create.isPending ? messages.saving : m.create}
        </Button>
      </div>
    </form>
  );
}

function CopyYearForm({ years, onSaved }: { years: number[]; onSaved: () => void }) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0]!;
  const copy = trpc.admin.intakes.copyYear.useMutation({
    onSuccess: (result) => {
      void notify('success', m.copied(result.created, result.skipped, year));
      onSaved();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.changeNotSaved)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        copy.mutate({ year });
      }}
      aria-labelledby="copy-year-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end"
    >
      <div className="space-y-2">
        <h3 id="copy-year-heading" className="text-base font-semibold">
          {m.copyTitle}
        </h3>
        <Label htmlFor={id}>{m.copyYear}</Label>
        <NativeSelect id={id} value={year} onChange={(event) => setChosen(Number(event.target.value))}>
          {years.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={copy.isPending}>
        <CopyPlus className="size-4" aria-hidden="true" />
        {copy.isPending ? messages.saving : m.copy(year)}
      </Button>
    </form>
  );
}

const STATE_TONES: Record<Intake['state'], string> = {
  draft: 'border-slate-300 bg-slate-100 text-slate-800',
  open: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  closed: 'border-rose-200 bg-rose-50 text-rose-900',
};

function IntakeRow({ intake, onSaved }: { intake: Intake; onSaved: () => void }) {
  const name = intakeName(intake);
  const [editing, setEditing] = useState<Terms | null>(null);
  const failed = (error: unknown) => void notify('error', errorMessage(error, messages.changeNotSaved));
  const done = (text: string) => () => {
    void notify('success', text);
    onSaved();
  };
  const open = trpc.admin.intakes.open.useMutation({ onSuccess: done(m.opened(name)), onError: failed });
  const close = trpc.admin.intakes.close.useMutation({ onSuccess: done(m.closed(name)), onError: failed });
  const update = trpc.admin.intakes.update.useMutation({ onError: failed });
  const busy = open.isPending || close.isPending || update.isPending;
  const headingId = `intake-${intake.id}`;

  return (
    <li className="space-y-3 p-4" data-testid="intake">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            <Badge variant="outline" className={STATE_TONES[intake.state]}>
              {m.states[intake.state]}
            </Badge>
          </h3>
          <p className="text-sm text-muted-foreground">
            {m.dates(
              schoolDateLabel(intake.startsOn, 'en'),
              schoolDateLabel(intake.deadline, 'en'),
              m.policyShort[intake.policy],
            )}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="intake-counts">
            {(
              [
                [m.applications, intake.applications],
                [m.offers, intake.offers],
                [m.placesLeft, intake.placesLeft ?? m.noLimit],
                [m.depositShort, intake.depositPence === null ? m.noDeposit : formatPence(intake.depositPence)],
                [m.waitingList, intake.waitingList],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt className="text-muted-foreground">{label}:</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex shrink-0 gap-2">
          {intake.state === 'open' ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={m.closeLabel(name)}
              onClick={() => close.mutate({ id: intake.id })}
            >
              {m.close}
            </Button>
          ) : (
            <Button
              type="button"
              size="sm"
              disabled={busy}
              aria-label={m.openLabel(name)}
              onClick={() => open.mutate({ id: intake.id })}
            >
              {m.open}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={m.editLabel(name)}
            aria-expanded={editing !== null}
            onClick={() =>
              setEditing(
                editing
                  ? null
                  : {
                      startsOn: intake.startsOn,
                      deadline: intake.deadline,
                      policy: intake.policy,
                      capacity: intake.capacity === null ? '' : String(intake.capacity),
                      deposit: intake.depositPence === null ? '' : (intake.depositPence / 100).toFixed(2),
                    },
              )
            }
          >
            {m.edit}
          </Button>
        </div>
      </div>
      {editing && (
        <form
          aria-label={m.editTitle(name)}
          className="space-y-3 rounded-lg border bg-muted/30 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            const { startsOn, deadline, policy } = editing;
            update.mutate(
              {
                id: intake.id,
                terms: {
                  startsOn,
                  deadline,
                  policy,
                  capacity: capacityOf(editing.capacity),
                  depositPence: depositOf(editing.deposit),
                },
              },
              {
                onSuccess: () => {
                  setEditing(null);
                  done(m.saved(intakeName({ programme: intake.programme, startsOn })))();
                },
              },
            );
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TermsFields terms={editing} onChange={setEditing} />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {update.isPending ? messages.saving : m.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/**
 * The Intakes screen (decision 128): create, edit, open and close intakes, copy a year's to the
 * next in one step; each shows its applications, offers and places left. Every change is audited
 * by the server.
 */
export function IntakesPanel() {
  const utils = trpc.useUtils();
  const intakes = trpc.admin.intakes.list.useQuery();
  const refresh = () => void utils.admin.intakes.list.invalidate();
  const years = intakes.data ? [...new Set(intakes.data.map((intake) => Number(intake.startsOn.slice(0, 4))))] : [];

  return (
    <section aria-labelledby="intakes-heading" className="space-y-5">
      <div className="space-y-1">
        <h2 id="intakes-heading" className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      <NewIntakeForm onSaved={refresh} />
      {years.length > 0 && <CopyYearForm years={years} onSaved={refresh} />}
      {intakes.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : intakes.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {m.loadFailed}
        </p>
      ) : intakes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <ul aria-label={m.listLabel} className="divide-y rounded-xl border bg-card" data-testid="intakes">
          {intakes.data.map((intake) => (
            <IntakeRow key={intake.id} intake={intake} onSaved={refresh} />
          ))}
        </ul>
      )}
    </section>
  );
}
