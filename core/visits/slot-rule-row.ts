import type { Selectable } from 'kysely';
import type { SlotRulesTable } from '../../db/types';
import type { SlotPattern } from './slots';

/** The slot_rules columns a rule's weekly pattern is read from. */
export const SLOT_PATTERN_COLUMNS = [
  'id',
  'kind',
  'weekdays',
  'times',
  'length_minutes',
  'capacity',
  'min_notice_hours',
  'skip_holidays',
] as const;

export type SlotPatternRow = Pick<Selectable<SlotRulesTable>, (typeof SLOT_PATTERN_COLUMNS)[number]>;

/** A slot_rules row's weekly pattern, in the names the slot code and staff's screens use. */
export function slotPatternOf(row: SlotPatternRow) {
  return {
    id: row.id,
    kind: row.kind,
    weekdays: row.weekdays,
    times: row.times,
    lengthMinutes: row.length_minutes,
    capacity: row.capacity,
    minNoticeHours: row.min_notice_hours,
    skipHolidays: row.skip_holidays,
  } satisfies SlotPattern;
}
