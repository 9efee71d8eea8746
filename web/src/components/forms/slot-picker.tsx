import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { fillIn, type ClockWords, type VisitClock } from '@/lib/visit-clock';

/** A slot as the server names it: its rule and its UTC start (decision 141). */
export interface SlotChoice {
  ruleId: string;
  startsAt: string;
}

/** A slot the picker can offer: named, and dated by its UK day. */
export interface OfferedSlot extends SlotChoice {
  date: string;
}

export const slotKey = (slot: SlotChoice) => `${slot.ruleId}@${slot.startsAt}`;

/** Where the screen's list of slots stands. */
export type SlotsLoad<Slot extends OfferedSlot> =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; slots: Slot[] };

/** The picker's words, plain strings (an island receives them as props); `timesOn` keeps its `{day}` gap. */
export interface SlotPickerWords {
  clock: ClockWords;
  dayLabel: string;
  dayPlaceholder: string;
  timesOn: string;
  loading: string;
  loadFailed: string;
  tryAgain: string;
  noTimes: string;
}

interface SlotPickerProps<Slot extends OfferedSlot> {
  id: string;
  loaded: SlotsLoad<Slot>;
  reload: () => void;
  /** Null until the island has run: times are written in the reader's zone, which only the browser knows. */
  clock: VisitClock | null;
  messages: SlotPickerWords;
  value: SlotChoice | null;
  /** The slot chosen (null when the day changes), and the control that chose it. */
  onChange: (slot: SlotChoice | null, control: HTMLInputElement | HTMLSelectElement) => void;
  /** Slots not to offer (the visit's own, on the manage page). */
  exclude?: SlotChoice;
  /** What else a time's choice says beside the time (an interview's "By video"). */
  detail?: (slot: Slot) => string;
  error?: string;
}

/**
 * A day, then one of its times: a native select of the days with free slots, and the chosen
 * day's times as a radio group whose legend names the day. Each time reads in UK time and, where
 * the reader's clock differs, in their own zone too.
 */
export function SlotPicker<Slot extends OfferedSlot>({
  id,
  loaded,
  reload,
  clock,
  messages,
  value,
  onChange,
  exclude,
  detail,
  error,
}: SlotPickerProps<Slot>) {
  const slots = useMemo(() => {
    if (loaded.state !== 'ready') return [];
    return exclude ? loaded.slots.filter((slot) => slotKey(slot) !== slotKey(exclude)) : loaded.slots;
  }, [loaded, exclude]);
  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of slots) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
    return byDay;
  }, [slots]);
  const [day, setDay] = useState('');
  const chosenDay = days.has(day) ? day : '';
  const errorId = error ? `${id}-error` : undefined;

  if (loaded.state === 'loading' || !clock)
    return (
      <p role="status" className="text-muted-foreground">
        {messages.loading}
      </p>
    );
  if (loaded.state === 'failed')
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{messages.loadFailed}</p>
        <Button type="button" variant="outline" className="min-h-11" onClick={reload}>
          {messages.tryAgain}
        </Button>
      </div>
    );
  if (days.size === 0) return <p role="status">{messages.noTimes}</p>;

  const dayTimes = days.get(chosenDay) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-day`}>{messages.dayLabel}</Label>
        <NativeSelect
          id={`${id}-day`}
          className="h-11"
          value={chosenDay}
          aria-describedby={errorId}
          aria-invalid={Boolean(error) && !chosenDay}
          onChange={(event) => {
            setDay(event.target.value);
            onChange(null, event.target);
          }}
        >
          <option value="">{messages.dayPlaceholder}</option>
          {[...days].map(([date, [first]]) => (
            <option key={date} value={date}>
              {clock.day(first!.startsAt)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {chosenDay && (
        <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
          <legend className="mb-2 text-sm font-medium">
            {fillIn(messages.timesOn, { day: clock.day(dayTimes[0]!.startsAt) })}
          </legend>
          {dayTimes.map((slot) => {
            const key = slotKey(slot);
            const radioId = `${id}-${key.replace(/[^\w-]/g, '')}`;
            return (
              <label
                key={key}
                htmlFor={radioId}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 has-checked:border-primary has-checked:bg-secondary"
              >
                <input
                  id={radioId}
                  type="radio"
                  name={`${id}-time`}
                  className="size-5 shrink-0 accent-primary"
                  checked={value !== null && slotKey(value) === key}
                  onChange={(event) => onChange({ ruleId: slot.ruleId, startsAt: slot.startsAt }, event.target)}
                />
                {detail ? (
                  <span className="flex flex-col">
                    <span>{clock.time(slot.startsAt)}</span>{' '}
                    <span className="text-sm text-muted-foreground">{detail(slot)}</span>
                  </span>
                ) : (
                  <span>{clock.time(slot.startsAt)}</span>
                )}
              </label>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
