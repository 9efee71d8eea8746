import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { loadFreeSlots, slotKey, type FreeSlot, type SlotChoice } from './visit-slots';
import type { VisitClock } from './visit-clock';
import { fillIn } from './visit-clock';
import type { SlotPickerMessages } from './visit-page.messages';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; slots: FreeSlot[] };

/** The free slots, loaded once the island runs; `reload` after a refusal shows what is free now. */
export function useFreeSlots() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadFreeSlots().then(
      (slots) => current && setLoaded({ state: 'ready', slots }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = () => {
    setLoaded({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { loaded, reload };
}

interface SlotPickerProps {
  id: string;
  loaded: Loaded;
  reload: () => void;
  /** Null until the island has run: times are written in the visitor's zone, which only the browser knows. */
  clock: VisitClock | null;
  messages: SlotPickerMessages;
  value: SlotChoice | null;
  /** The slot chosen (null when the day changes), and the control that chose it. */
  onChange: (slot: SlotChoice | null, control: HTMLInputElement | HTMLSelectElement) => void;
  /** Slots not to offer (the visit's own, on the manage page). */
  exclude?: SlotChoice;
  error?: string;
}

/**
 * A day, then one of its times: a native select of the days with free slots, and the chosen
 * day's times as a radio group whose legend names the day. Each time reads in UK time and, where
 * the visitor's clock differs, in their own zone too.
 */
export function SlotPicker({ id, loaded, reload, clock, messages, value, onChange, exclude, error }: SlotPickerProps) {
  const slots = useMemo(() => {
    if (loaded.state !== 'ready') return [];
    return exclude ? loaded.slots.filter((slot) => slotKey(slot) !== slotKey(exclude)) : loaded.slots;
  }, [loaded, exclude]);
  const days = useMemo(() => {
    const byDay = new Map<string, FreeSlot[]>();
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
                <span>{clock.time(slot.startsAt)}</span>
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
