import { Temporal } from 'temporal-polyfill';
import { SCHOOL_TIME_ZONE } from '../../domain/intakes';
import type { TermDatesBody } from '../../domain/site-content';
import type { SlotKind } from '../../domain/slot-rules';

/**
 * The slots of visits and interviews, computed from staff's weekly patterns (decision 141). Pure:
 * no clock and no database, so the public page, the dashboard, the CLI and the bench all get the
 * same answer for the same rules. Patterns are wall-clock times in Europe/London; Temporal turns
 * each day's 10:00 into the instant it is that day, so a 10:00 visit stays at 10:00 UK time on
 * either side of the clock changes (09:00Z in summer, 10:00Z in winter).
 */
export interface SlotPattern {
  id: string;
  kind: SlotKind;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  weekdays: readonly number[];
  /** 'HH:MM' in UK time. */
  times: readonly string[];
  lengthMinutes: number;
  capacity: number;
  minNoticeHours: number;
  skipHolidays: boolean;
}

/** A date left out: for every rule when `ruleId` is null. */
export interface SlotClosure {
  date: string;
  ruleId: string | null;
}

export interface Slot {
  ruleId: string;
  startsAt: Date;
  endsAt: Date;
  /** The school's date and wall-clock start: '2027-03-30', '10:00'. */
  date: string;
  time: string;
  capacity: number;
}

export interface SlotWindow {
  /** The first day, a school date (YYYY-MM-DD). */
  from: string;
  days: number;
  /** Slots starting sooner than each rule's minimum notice after `now` are not offered. */
  now: Date;
  /** School dates left out of rules that skip holidays (termHolidays). */
  holidays?: ReadonlySet<string>;
  closures?: readonly SlotClosure[];
}

const HOUR_MS = 60 * 60 * 1000;

/** The school's date at an instant, YYYY-MM-DD. */
export function schoolToday(now: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(SCHOOL_TIME_ZONE)
    .toPlainDate()
    .toString();
}

/** The instant a school date's wall-clock time happens: 2027-03-30 10:00 -> 09:00Z. */
export function schoolInstant(date: string, time: string): Date {
  const zoned = Temporal.PlainDate.from(date).toZonedDateTime({
    timeZone: SCHOOL_TIME_ZONE,
    plainTime: Temporal.PlainTime.from(time),
  });
  return new Date(zoned.epochMilliseconds);
}

/** Every slot of `rules` in the window, soonest first. */
export function computeSlots(rules: readonly SlotPattern[], window: SlotWindow): Slot[] {
  const closedForAll = new Set<string>();
  const closedForRule = new Map<string, Set<string>>();
  for (const closure of window.closures ?? []) {
    if (closure.ruleId === null) closedForAll.add(closure.date);
    else closedForRule.set(closure.ruleId, (closedForRule.get(closure.ruleId) ?? new Set()).add(closure.date));
  }
  const holidays = window.holidays ?? new Set<string>();
  const now = window.now.getTime();
  const times = new Map(rules.map((rule) => [rule.id, rule.times.map((time) => Temporal.PlainTime.from(time))]));
  const slots: Slot[] = [];
  const first = Temporal.PlainDate.from(window.from);
  for (let offset = 0; offset < window.days; offset++) {
    const day = first.add({ days: offset });
    const date = day.toString();
    if (closedForAll.has(date)) continue;
    for (const rule of rules) {
      if (!rule.weekdays.includes(day.dayOfWeek)) continue;
      if (rule.skipHolidays && holidays.has(date)) continue;
      if (closedForRule.get(rule.id)?.has(date)) continue;
      const opensUntil = now + rule.minNoticeHours * HOUR_MS;
      for (const plainTime of times.get(rule.id)!) {
        const start = day.toZonedDateTime({ timeZone: SCHOOL_TIME_ZONE, plainTime });
        if (start.epochMilliseconds < opensUntil) continue;
        slots.push({
          ruleId: rule.id,
          startsAt: new Date(start.epochMilliseconds),
          endsAt: new Date(start.add({ minutes: rule.lengthMinutes }).epochMilliseconds),
          date,
          time: plainTime.toString({ smallestUnit: 'minute' }),
          capacity: rule.capacity,
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.ruleId.localeCompare(b.ruleId));
}

/**
 * The school holidays in the published term dates: each half-term, and the days between one
 * term's end and the next term's start (Christmas, Easter, summer). Days before the first term
 * and after the last are unknown, not holidays: with no term dates published for a year, its
 * slots are all offered.
 */
export function termHolidays(body: TermDatesBody | undefined): Set<string> {
  const holidays = new Set<string>();
  if (!body) return holidays;
  const addRange = (from: Temporal.PlainDate, to: Temporal.PlainDate) => {
    for (let day = from; Temporal.PlainDate.compare(day, to) <= 0; day = day.add({ days: 1 })) {
      holidays.add(day.toString());
    }
  };
  const terms = body.years.flatMap((year) => year.terms).sort((a, b) => a.start.localeCompare(b.start));
  let lastEnd: string | null = null;
  for (const term of terms) {
    addRange(Temporal.PlainDate.from(term.halfTermFrom), Temporal.PlainDate.from(term.halfTermTo));
    if (lastEnd !== null && lastEnd < term.start) {
      const gapFrom = Temporal.PlainDate.from(lastEnd).add({ days: 1 });
      const gapTo = Temporal.PlainDate.from(term.start).subtract({ days: 1 });
      if (Temporal.PlainDate.compare(gapFrom, gapTo) <= 0) addRange(gapFrom, gapTo);
    }
    if (lastEnd === null || term.end > lastEnd) lastEnd = term.end;
  }
  return holidays;
}

/** A slot's key as it travels: its rule and its start in UTC to the second (decision 141). */
export function slotStartKey(startsAt: Date): string {
  return startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
