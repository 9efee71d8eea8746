import { sql, type Transaction } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { termDatesSchema } from '../../domain/site-content';
import { SLOT_HORIZON_DAYS, type SlotKind } from '../../domain/slot-rules';
import { SLOT_PATTERN_COLUMNS, slotPatternOf } from './slot-rule-row';
import {
  computeSlots,
  schoolInstant,
  schoolToday,
  slotStartKey,
  termHolidays,
  type Slot,
  type SlotPattern,
} from './slots';

type Executor = Db | Transaction<Database>;

export interface OfferedSlot extends Slot {
  /** Places not yet taken. */
  placesLeft: number;
}

/**
 * The last published term dates' holidays, by version and publication time (a version number
 * alone would not tell two databases apart): they change a few times a year.
 */
let holidaysCache: { key: string; holidays: Set<string> } | null = null;

/** The holidays of the newest published term dates (decision 129's content), as school dates. */
export async function publishedHolidays(db: Executor): Promise<Set<string>> {
  const latest = await db
    .selectFrom('content_versions')
    .select(['version', 'body', 'published_at'])
    .where('kind', '=', 'term_dates')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return new Set();
  const key = `${latest.version}@${latest.published_at.getTime()}`;
  if (holidaysCache?.key !== key) {
    const parsed = termDatesSchema.safeParse(latest.body);
    holidaysCache = { key, holidays: termHolidays(parsed.success ? parsed.data : undefined) };
  }
  return holidaysCache.holidays;
}

async function activePatterns(db: Executor, kind: SlotKind, ruleId?: string): Promise<SlotPattern[]> {
  let query = db
    .selectFrom('slot_rules')
    .select(SLOT_PATTERN_COLUMNS)
    .where('kind', '=', kind)
    .where('active', '=', true);
  if (ruleId) query = query.where('id', '=', ruleId);
  const rows = await query.execute();
  return rows.map(slotPatternOf);
}

export interface SlotQuery {
  /** The first school date; the school's today when not given. */
  from?: string;
  days?: number;
  now?: Date;
  /** One rule's slots only (checking a booking's slot). */
  ruleId?: string;
}

/**
 * The slots of `kind` staff's active rules offer in the window, with the places each has left:
 * the rules, the dates left out and the published holidays, then the counts of the slots
 * already booked, in three small queries. A full slot is listed with no places left.
 */
export async function offeredSlots(db: Executor, kind: SlotKind, query: SlotQuery = {}): Promise<OfferedSlot[]> {
  const now = query.now ?? new Date();
  const from = query.from ?? schoolToday(now);
  const days = query.days ?? SLOT_HORIZON_DAYS;
  const until = Temporal.PlainDate.from(from).add({ days }).toString();
  // Four independent reads side by side: one round trip's wait, not four (bench stage 8).
  const [rules, closures, holidays, counts] = await Promise.all([
    activePatterns(db, kind, query.ruleId),
    db
      .selectFrom('slot_closures')
      .select(['on_date', 'rule_id'])
      .where('on_date', '>=', from)
      .where('on_date', '<', until)
      .execute(),
    publishedHolidays(db),
    db
      .selectFrom('slot_counts')
      .innerJoin('slot_rules', 'slot_rules.id', 'slot_counts.rule_id')
      .select(['slot_counts.rule_id', 'slot_counts.starts_at', 'slot_counts.booked'])
      .where('slot_rules.kind', '=', kind)
      .where('slot_rules.active', '=', true)
      .where('slot_counts.starts_at', '>=', schoolInstant(from, '00:00'))
      .where('slot_counts.starts_at', '<', schoolInstant(until, '00:00'))
      .execute(),
  ]);
  if (rules.length === 0) return [];
  const slots = computeSlots(rules, {
    from,
    days,
    now,
    holidays,
    closures: closures.map((row) => ({ date: row.on_date, ruleId: row.rule_id })),
  });
  if (slots.length === 0) return [];
  const booked = new Map(counts.map((row) => [`${row.rule_id} ${slotStartKey(row.starts_at)}`, row.booked]));
  return slots.map((slot) => ({
    ...slot,
    placesLeft: Math.max(0, slot.capacity - (booked.get(`${slot.ruleId} ${slotStartKey(slot.startsAt)}`) ?? 0)),
  }));
}

/**
 * The slot a booking names, if an active rule offers it now (inside the horizon, after the
 * minimum notice, on a day not left out); its places are not checked here, the booking's
 * conditional update does that (decision 142).
 */
export async function findOfferedSlot(
  db: Executor,
  kind: SlotKind,
  ruleId: string,
  startsAt: Date,
  now = new Date(),
): Promise<OfferedSlot | null> {
  if (Number.isNaN(startsAt.getTime())) return null;
  const date = schoolToday(startsAt);
  const today = schoolToday(now);
  const horizonEnd = Temporal.PlainDate.from(today).add({ days: SLOT_HORIZON_DAYS }).toString();
  if (date < today || date >= horizonEnd) return null;
  const slots = await offeredSlots(db, kind, { from: date, days: 1, now, ruleId });
  return slots.find((slot) => slot.startsAt.getTime() === startsAt.getTime()) ?? null;
}

/**
 * Takes one place of a slot, or none when it is full, in the caller's transaction: one
 * statement, so two bookings can never both take the last place (decision 142). The slot's row
 * is made by the first booking; its capacity follows the rule's at each booking.
 */
export async function takePlace(trx: Transaction<Database>, slot: Slot): Promise<boolean> {
  const { rows } = await sql<{ booked: number }>`
    insert into slot_counts (rule_id, starts_at, ends_at, capacity, booked)
    values (${slot.ruleId}, ${slot.startsAt}, ${slot.endsAt}, ${slot.capacity}, 1)
    on conflict (rule_id, starts_at) do update
      set booked = slot_counts.booked + 1, capacity = excluded.capacity
      where slot_counts.booked < excluded.capacity
    returning booked`.execute(trx);
  return rows.length === 1;
}

/** Gives a place back (a cancellation, the old slot of a reschedule, an erasure). */
export async function releasePlace(trx: Transaction<Database>, ruleId: string, startsAt: Date): Promise<void> {
  await trx
    .updateTable('slot_counts')
    .set({ booked: sql<number>`booked - 1` })
    .where('rule_id', '=', ruleId)
    .where('starts_at', '=', startsAt)
    .where('booked', '>', 0)
    .execute();
}
