import { hashAccountToken, newAccountToken } from '../accounts/account-tokens';
import type { Db } from '../../db/client';

/**
 * A booking's manage link (decision 141's bookings): made by the worker when it sends a visit's
 * e-mail, so no usable token ever sits in the outbox; only its SHA-256 is stored. Each e-mail's
 * link names one booking and works until the visit starts (a reschedule moves that with it).
 */
export async function issueBookingLink(db: Db, bookingId: string, startsAt: Date): Promise<string> {
  const { token, hash } = newAccountToken();
  await db.insertInto('booking_links').values({ id: hash, booking_id: bookingId, expires_at: startsAt }).execute();
  return token;
}

/** The booking a live link names, or undefined for a token expired or never issued. */
export async function bookingOfLink(db: Db, token: string, now: Date): Promise<string | undefined> {
  const link = await db
    .selectFrom('booking_links')
    .select(['booking_id', 'expires_at'])
    .where('id', '=', hashAccountToken(token))
    .executeTakeFirst();
  if (!link || link.expires_at.getTime() <= now.getTime()) return undefined;
  return link.booking_id;
}
