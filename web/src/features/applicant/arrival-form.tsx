import { useId, useRef, useState, type FormEvent } from 'react';
import { ACCOMMODATION_CHOICES, arrivalDateProblem, arrivalFields, type Accommodation } from '@domain/enrolment';
import { schoolDateLabel } from '@domain/intakes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { isSessionLoss } from '@/lib/trpc-error';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage, serverWordsIn } from './applicant-errors';
import { formatDay } from './applicant-words';

type Field = 'flightNumber' | 'arrivalDate' | 'arrivalTime' | 'pickUp' | 'accommodation';
const FIELDS: readonly Field[] = ['flightNumber', 'arrivalDate', 'arrivalTime', 'pickUp', 'accommodation'];

interface Props {
  application: {
    id: string;
    /** The intake's first day, 'YYYY-MM-DD'. */
    startDate: string;
    arrival: {
      flightNumber: string;
      arrivalDate: string;
      arrivalTime: string;
      pickUp: boolean;
      accommodation: Accommodation;
      updatedAt: string;
    } | null;
  };
}

const radio = 'size-5 shrink-0 accent-primary';

/**
 * The enrolled applicant's arrival (decision 139): the course's start date, then the flight, the
 * day and UK time it lands, the airport pick-up the welfare page offers, and the accommodation
 * wanted. Checked here with the server's own schema, each problem said under its field in the
 * screen's language; the server checks again.
 */
export function ArrivalForm({ application }: Props) {
  const m = useApplicantMessages().arrival;
  const locale = useLocale();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const saved = application.arrival;
  const [flightNumber, setFlightNumber] = useState(saved?.flightNumber ?? '');
  const [arrivalDate, setArrivalDate] = useState(saved?.arrivalDate ?? '');
  const [arrivalTime, setArrivalTime] = useState(saved?.arrivalTime ?? '');
  const [pickUp, setPickUp] = useState<boolean | null>(saved?.pickUp ?? null);
  const [accommodation, setAccommodation] = useState<Accommodation | null>(saved?.accommodation ?? null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const save = trpc.applicant.arrival.save.useMutation({
    onSuccess: (result) => {
      setFlightNumber(result.flightNumber);
      void notify('success', m.saved);
      void utils.applicant.applications.invalidate();
    },
    onError: (error) => {
      setFailure(applicantErrorMessage(error, m.failed, locale));
      if (isSessionLoss(error)) void utils.applicant.invalidate();
    },
  });

  const said = (message: string) => serverWordsIn(message, locale) ?? m.failed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const values = { flightNumber, arrivalDate, arrivalTime, pickUp, accommodation };
    const parsed = arrivalFields.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= said(issue.message);
    }
    const dateProblem = found.arrivalDate ? null : arrivalDateProblem(arrivalDate, application.startDate, new Date());
    if (dateProblem) found.arrivalDate = said(dateProblem);
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first || !parsed.success) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    save.mutate({ applicationId: application.id, ...parsed.data });
  };

  const describedBy = (field: Field, hint?: string) =>
    [hint, problems[field] ? `${fieldId(field)}-problem` : null].filter(Boolean).join(' ') || undefined;
  const problem = (field: Field) =>
    problems[field] ? (
      <p id={`${fieldId(field)}-problem`} className="text-sm font-medium text-destructive">
        {problems[field]}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-5 border-t pt-4" data-testid="arrival-section">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {m.title}
      </h3>
      <p className="mt-2 font-medium" data-testid="arrival-starts">
        {m.starts(schoolDateLabel(application.startDate, locale))}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{m.intro}</p>
      <form ref={formRef} className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={fieldId('flightNumber')}>{m.flightLabel}</Label>
          <Input
            id={fieldId('flightNumber')}
            data-field="flightNumber"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            aria-invalid={problems.flightNumber ? true : undefined}
            aria-describedby={describedBy('flightNumber', `${fieldId('flightNumber')}-hint`)}
            value={flightNumber}
            onChange={(event) => setFlightNumber(event.target.value)}
          />
          <p id={`${fieldId('flightNumber')}-hint`} className="text-sm text-muted-foreground">
            {m.flightHint}
          </p>
          {problem('flightNumber')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={fieldId('arrivalDate')}>{m.dateLabel}</Label>
            <Input
              id={fieldId('arrivalDate')}
              data-field="arrivalDate"
              type="date"
              dir="ltr"
              required
              aria-invalid={problems.arrivalDate ? true : undefined}
              aria-describedby={describedBy('arrivalDate')}
              value={arrivalDate}
              onChange={(event) => setArrivalDate(event.target.value)}
            />
            {problem('arrivalDate')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={fieldId('arrivalTime')}>{m.timeLabel}</Label>
            <Input
              id={fieldId('arrivalTime')}
              data-field="arrivalTime"
              type="time"
              dir="ltr"
              step={60}
              required
              aria-invalid={problems.arrivalTime ? true : undefined}
              aria-describedby={describedBy('arrivalTime')}
              value={arrivalTime}
              onChange={(event) => setArrivalTime(event.target.value)}
            />
            {problem('arrivalTime')}
          </div>
        </div>
        <fieldset className="space-y-2" aria-describedby={describedBy('pickUp', `${fieldId('pickUp')}-hint`)}>
          <legend className="text-sm font-medium">{m.pickUpLegend}</legend>
          <p id={`${fieldId('pickUp')}-hint`} className="text-sm text-muted-foreground">
            {m.pickUpHint}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fieldId('pickUp')}
                  className={radio}
                  data-field={value ? 'pickUp' : undefined}
                  checked={pickUp === value}
                  onChange={() => setPickUp(value)}
                />
                {value ? m.pickUpYes : m.pickUpNo}
              </label>
            ))}
          </div>
          {problem('pickUp')}
        </fieldset>
        <fieldset className="space-y-2" aria-describedby={describedBy('accommodation')}>
          <legend className="text-sm font-medium">{m.accommodationLegend}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {ACCOMMODATION_CHOICES.map((choice, index) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fieldId('accommodation')}
                  className={radio}
                  data-field={index === 0 ? 'accommodation' : undefined}
                  checked={accommodation === choice}
                  onChange={() => setAccommodation(choice)}
                />
                {m.accommodation[choice]}
              </label>
            ))}
          </div>
          {problem('accommodation')}
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? m.saving : m.save}
          </Button>
          {saved && <p className="text-sm text-muted-foreground">{m.lastSaved(formatDay(saved.updatedAt, locale))}</p>}
        </div>
      </form>
    </section>
  );
}
