import { randomUUID } from 'node:crypto';
import { m } from '@i18n/messages';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import { findOfferedSlot, takePlace } from '../../core/visits/offered-slots';
import { newVisitUid } from '../../core/visits/visit-calendar';
import { reminderDueAt } from '../../core/visits/visit-reminders';
import type { Db } from '../../db/client';
import type { VisitBooking } from '../../domain/campus-visits';
import { AppError } from '../errors/app-error';
import { visitEmails } from './visit-emails';

export interface BookedVisit {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  reminderDueAt: Date | null;
  outboxIds: string[];
}

/**
 * Books a family's campus visit: the slot must be one an active rule offers now, and a place is
 * taken by one conditional statement in the booking's transaction, so when many families ask for
 * the last places at once exactly as many succeed as there are places (decision 142). The
 * e-mails are written in the same transaction (decision 010).
 */
export async function bookVisit(
  db: Db,
  input: VisitBooking,
  admissionsEmail: string,
  now = new Date(),
): Promise<BookedVisit> {
  const locale = input.language;
  const slot = await findOfferedSlot(db, 'visit', input.ruleId, new Date(input.startsAt), now);
  if (!slot) throw new AppError('CONFLICT', m.visits_slot_gone({}, { locale }));
  if (slot.placesLeft === 0) throw new AppError('CONFLICT', m.visits_slot_full({}, { locale }));
  return db.transaction().execute(async (trx) => {
    if (!(await takePlace(trx, slot))) throw new AppError('CONFLICT', m.visits_slot_full({}, { locale }));
    const bookingId = randomUUID();
    const due = reminderDueAt(slot.startsAt, now);
    await trx
      .insertInto('bookings')
      .values({
        id: bookingId,
        kind: 'visit',
        rule_id: slot.ruleId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        name: input.name,
        email: input.email,
        phone: input.phone,
        party_size: input.partySize,
        programmes: input.programmes,
        message: input.message,
        language: locale,
        ical_uid: newVisitUid(bookingId),
        reminder_due_at: due,
      })
      .execute();
    const outboxIds = await insertOutboxEmails(
      trx,
      visitEmails(
        'booked',
        { bookingId, email: input.email, sequence: 0, startsAt: slot.startsAt, endsAt: slot.endsAt },
        admissionsEmail,
      ),
    );
    return { bookingId, startsAt: slot.startsAt, endsAt: slot.endsAt, reminderDueAt: due, outboxIds };
  });
}
