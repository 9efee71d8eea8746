import { m } from '@i18n/messages';
import { bookingOfLink } from '../../core/visits/booking-links';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import { cancelBooking, moveBooking } from '../../core/visits/move-booking';
import { findOfferedSlot } from '../../core/visits/offered-slots';
import type { Db } from '../../db/client';
import { retryingDeadlocks } from '../../db/deadlock-retry';
import type { Locale } from '../../domain/locale';
import { AppError } from '../errors/app-error';
import { visitEmails } from './visit-emails';

/**
 * What a manage link (`/visit/manage#token=…`) can do. Opening the page only describes the
 * booking (a POST that changes nothing, so an e-mail scanner that follows the link changes
 * nothing); rescheduling and cancelling are POSTs the visitor confirms. A token is refused when it
 * has expired (the visit has started) or was never issued, and it names exactly one booking.
 */
export type VisitDescription =
  | {
      state: 'booked' | 'cancelled';
      name: string;
      partySize: number;
      ruleId: string;
      startsAt: Date;
      endsAt: Date;
      language: Locale;
    }
  | { state: 'invalid' };

export async function describeVisit(db: Db, token: string, now = new Date()): Promise<VisitDescription> {
  const bookingId = await bookingOfLink(db, token, now);
  if (!bookingId) return { state: 'invalid' };
  const booking = await db
    .selectFrom('bookings')
    .select(['status', 'name', 'party_size', 'rule_id', 'starts_at', 'ends_at', 'language'])
    .where('id', '=', bookingId)
    .where('kind', '=', 'visit')
    .executeTakeFirst();
  if (!booking) return { state: 'invalid' };
  return {
    state: booking.status,
    name: booking.name,
    partySize: booking.party_size,
    ruleId: booking.rule_id,
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    language: booking.language,
  };
}

export interface ChangedVisit {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  /** The reminder's new time; null when none is owed (cancelled, or now less than a day ahead). */
  reminderDueAt: Date | null;
  outboxIds: string[];
}

async function linkedBooking(db: Db, token: string, locale: Locale, now: Date): Promise<string> {
  const bookingId = await bookingOfLink(db, token, now);
  if (!bookingId) throw new AppError('NOT_FOUND', m.visits_link_invalid({}, { locale }));
  return bookingId;
}

/**
 * Moves a visit to another offered slot: the new slot's place is taken by the same conditional
 * statement as a booking's, the old one given back, the calendar event's SEQUENCE raised, the
 * reminder moved, and the links follow the visit's new start; all in one transaction.
 */
export async function rescheduleVisit(
  db: Db,
  input: { token: string; ruleId: string; startsAt: string; language: Locale },
  admissionsEmail: string,
  now = new Date(),
): Promise<ChangedVisit> {
  const locale = input.language;
  const bookingId = await linkedBooking(db, input.token, locale, now);
  const slot = await findOfferedSlot(db, 'visit', input.ruleId, new Date(input.startsAt), now);
  // Two visits moving between the same two slots in opposite directions can wait for each other.
  return retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      const booking = await trx
        .selectFrom('bookings')
        .select(['id', 'status', 'rule_id', 'starts_at', 'email', 'sequence'])
        .where('id', '=', bookingId)
        .where('kind', '=', 'visit')
        .forUpdate()
        .executeTakeFirst();
      if (!booking) throw new AppError('NOT_FOUND', m.visits_link_invalid({}, { locale }));
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', m.visits_already_cancelled({}, { locale }));
      if (booking.rule_id === input.ruleId && booking.starts_at.getTime() === new Date(input.startsAt).getTime()) {
        throw new AppError('CONFLICT', m.visits_same_slot({}, { locale }));
      }
      if (!slot) throw new AppError('CONFLICT', m.visits_slot_gone({}, { locale }));
      const moved = await moveBooking(trx, booking, slot, { now });
      if (!moved) throw new AppError('CONFLICT', m.visits_slot_full({}, { locale }));
      const { sequence, reminderDueAt: due } = moved;
      await trx
        .updateTable('booking_links')
        .set({ expires_at: slot.startsAt })
        .where('booking_id', '=', booking.id)
        .execute();
      const outboxIds = await insertOutboxEmails(
        trx,
        visitEmails(
          'moved',
          {
            bookingId: booking.id,
            email: booking.email,
            sequence,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            previousStartsAt: booking.starts_at,
          },
          admissionsEmail,
        ),
      );
      return { bookingId: booking.id, startsAt: slot.startsAt, endsAt: slot.endsAt, reminderDueAt: due, outboxIds };
    }),
  );
}

/** Cancels a visit: its place given back, the event's SEQUENCE raised, no reminder owed. */
export async function cancelVisit(
  db: Db,
  input: { token: string; language: Locale },
  admissionsEmail: string,
  now = new Date(),
): Promise<ChangedVisit> {
  const locale = input.language;
  const bookingId = await linkedBooking(db, input.token, locale, now);
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'status', 'rule_id', 'starts_at', 'ends_at', 'email', 'sequence'])
      .where('id', '=', bookingId)
      .where('kind', '=', 'visit')
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw new AppError('NOT_FOUND', m.visits_link_invalid({}, { locale }));
    if (booking.status === 'cancelled') throw new AppError('CONFLICT', m.visits_already_cancelled({}, { locale }));
    const sequence = await cancelBooking(trx, booking, now);
    const outboxIds = await insertOutboxEmails(
      trx,
      visitEmails(
        'cancelled',
        { bookingId: booking.id, email: booking.email, sequence, startsAt: booking.starts_at, endsAt: booking.ends_at },
        admissionsEmail,
      ),
    );
    return {
      bookingId: booking.id,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      reminderDueAt: null,
      outboxIds,
    };
  });
}
