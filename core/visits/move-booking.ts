import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { releasePlace, takePlace } from './offered-slots';
import type { Slot } from './slots';
import { reminderDueAt } from './visit-reminders';

/** The booking being moved, as its row was read (locked) in the caller's transaction. */
export interface BookingToMove {
  id: string;
  rule_id: string;
  starts_at: Date;
  sequence: number;
}

export interface MovedBooking {
  /** The calendar event's new SEQUENCE. */
  sequence: number;
  /** The reminder's new time; null when none is owed (now less than a day ahead). */
  reminderDueAt: Date | null;
}

/**
 * Moves a visit or an interview to another slot in the caller's transaction: the new slot's place
 * taken by the same conditional statement as a booking's (decision 142), the old one given back,
 * the reminder moved and the calendar event's SEQUENCE raised. An interview's officer follows its
 * new slot's rule; a visit has none to change. Null, with nothing written, when the new slot is full.
 */
export async function moveBooking(
  trx: Transaction<Database>,
  booking: BookingToMove,
  slot: Slot,
  options: { now: Date; officerId?: string | null },
): Promise<MovedBooking | null> {
  if (!(await takePlace(trx, slot))) return null;
  await releasePlace(trx, booking.rule_id, booking.starts_at);
  const due = reminderDueAt(slot.startsAt, options.now);
  const sequence = booking.sequence + 1;
  await trx
    .updateTable('bookings')
    .set({
      rule_id: slot.ruleId,
      ...(options.officerId === undefined ? {} : { officer_id: options.officerId }),
      starts_at: slot.startsAt,
      ends_at: slot.endsAt,
      sequence,
      reminder_due_at: due,
      reminder_sent_at: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', booking.id)
    .execute();
  return { sequence, reminderDueAt: due };
}

/**
 * Cancels a visit or an interview in the caller's transaction: its place given back, no reminder
 * owed, and the calendar event's SEQUENCE raised for the cancellation. Returns the new SEQUENCE.
 */
export async function cancelBooking(trx: Transaction<Database>, booking: BookingToMove, now: Date): Promise<number> {
  await releasePlace(trx, booking.rule_id, booking.starts_at);
  const sequence = booking.sequence + 1;
  await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: now, sequence, reminder_due_at: null, updated_at: sql`now()` })
    .where('id', '=', booking.id)
    .execute();
  return sequence;
}
