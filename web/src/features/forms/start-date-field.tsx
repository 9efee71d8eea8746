import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLocale } from '@/lib/locale';
import { NativeSelect } from '@/components/ui/native-select';
import { intakeMonthLabel, schoolDateLabel } from '@domain/intakes';
import { localizedPath } from '@domain/locale';
import type { ApplicationFormMessages } from './application-form.messages';
import { FormField } from './form-field';
import { fetchOfferedIntakes, type OfferedIntake } from './offered-intakes';

type Offered = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; intakes: OfferedIntake[] };

interface StartDateFieldProps {
  field: { id: string; label: string; error: string | undefined };
  registration: UseFormRegisterReturn<'startDate'>;
  /** The programme chosen above: only its open intakes are offered. */
  programme: string;
  /** The start date chosen (or reopened from a draft). */
  startDate: string;
  words: ApplicationFormMessages['intakes'];
  placeholder: string;
}

/**
 * The start date: the open intakes of the chosen programme, named by month in the reader's
 * language ("September 2027", "سبتمبر 2027"), read from the server when the form appears. A
 * programme with none says so and points to the contact form; a full intake says, before the
 * applicant sends, that the application joins its waiting list (decision 128).
 */
export function StartDateField({ field, registration, programme, startDate, words, placeholder }: StartDateFieldProps) {
  const locale = useLocale();
  const [offered, setOffered] = useState<Offered>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchOfferedIntakes(controller.signal)
      .then((intakes) => setOffered({ kind: 'ready', intakes }))
      .catch(() => !controller.signal.aborted && setOffered({ kind: 'failed' }));
    return () => controller.abort();
  }, []);

  const intakes = offered.kind === 'ready' ? offered.intakes.filter((intake) => intake.programme === programme) : [];
  const chosen = intakes.find((intake) => intake.startsOn === startDate);
  const none = offered.kind === 'ready' && programme !== '' && intakes.length === 0;
  // A start date no longer offered: a draft's, saved before its intake closed. The value stays as
  // saved (the server refuses it if sent); the field shows the choice to make, and says why.
  const stale = offered.kind === 'ready' && programme !== '' && startDate !== '' && !chosen;
  const first =
    programme === ''
      ? words.chooseProgrammeFirst
      : offered.kind === 'loading'
        ? words.loading
        : offered.kind === 'failed'
          ? words.unavailable
          : placeholder;

  return (
    <div className="space-y-2">
      <FormField {...field} required>
        {(control) => (
          <NativeSelect
            {...control}
            {...registration}
            // Shown from the value, so a value set before the options arrived (a draft) shows once they do.
            value={chosen ? startDate : ''}
            disabled={programme === '' || none}
          >
            <option value="">{first}</option>
            {intakes.map((intake) => {
              const month = intakeMonthLabel(intake.startsOn, locale);
              return (
                <option key={intake.startsOn} value={intake.startsOn}>
                  {intake.full ? words.optionFull.replace('{month}', month) : month}
                </option>
              );
            })}
          </NativeSelect>
        )}
      </FormField>
      <div role="status" className="text-sm empty:hidden" data-testid="intake-notice">
        {none && (
          <p>
            {words.none}{' '}
            <a
              href={localizedPath('/contact', locale)}
              className="font-medium text-primary underline underline-offset-2"
            >
              {words.noneContact}
            </a>
          </p>
        )}
        {chosen && chosen.policy === 'strict' && (
          <p className="text-muted-foreground">
            {words.deadline.replace('{deadline}', schoolDateLabel(chosen.deadline, locale))}
          </p>
        )}
        {chosen?.full && <p className="font-medium">{words.waitingList}</p>}
        {stale && <p className="font-medium text-destructive">{words.draftIntakeClosed}</p>}
      </div>
    </div>
  );
}
