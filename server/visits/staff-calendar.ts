import { schoolDate } from '../../domain/intakes';
import { schoolInstant } from '../../core/visits/slots';
import type { Db } from '../../db/client';
import type { SlotKind } from '../../domain/slot-rules';
import { staffBookingOf, staffBookingsQuery } from './staff-bookings';

/** The staff calendar's days: one day or a week at a time. */
export const CALENDAR_MAX_DAYS = 7;

export interface CalendarBooking {
  id: string;
  kind: SlotKind;
  status: 'booked' | 'cancelled';
  startsAt: Date;
  endsAt: Date;
  /** The UK date and wall-clock times: '2027-03-30', '10:00', '11:30'. */
  date: string;
  time: string;
  endTime: string;
  ruleLabel: string;
  name: string;
  email: string;
  phone: string | null;
  partySize: number;
  programmes: string[];
  message: string | null;
  officer: { id: string; email: string } | null;
  mode: 'campus' | 'video' | null;
  videoUrl: string | null;
  application: { id: string; firstName: string; lastName: string; programme: string } | null;
}

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The school date `days` after `date` (both YYYY-MM-DD). */
export function addSchoolDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every visit and interview starting on the UK days from `from` for `days` days, cancelled ones
 * too (marked), soonest first, with the family's or applicant's details and the application an
 * interview belongs to. The days are UK days: midnight to midnight in Europe/London, which is 23 or
 * 25 hours long on the days the clocks change.
 */
export async function calendarBookings(db: Db, from: string, days: number): Promise<CalendarBooking[]> {
  const start = schoolInstant(from, '00:00');
  const end = schoolInstant(addSchoolDays(from, days), '00:00');
  const rows = await staffBookingsQuery(db)
    .leftJoin('applications as a', 'a.id', 'b.application_id')
    .select([
      'b.name',
      'b.email',
      'b.phone',
      'b.party_size',
      'b.programmes',
      'b.message',
      'r.label',
      'b.application_id',
      'a.first_name',
      'a.last_name',
      'a.programme',
    ])
    .where('b.starts_at', '>=', start)
    .where('b.starts_at', '<', end)
    .orderBy('b.starts_at')
    .orderBy('b.created_at')
    .limit(2_000)
    .execute();
  return rows.map((row) => ({
    ...staffBookingOf(row),
    kind: row.kind,
    date: schoolDate(row.starts_at),
    time: ukTime.format(row.starts_at),
    endTime: ukTime.format(row.ends_at),
    ruleLabel: row.label,
    name: row.name,
    email: row.email,
    phone: row.phone,
    partySize: row.party_size,
    programmes: row.programmes,
    message: row.message,
    officer: row.officer_id && row.officer_email ? { id: row.officer_id, email: row.officer_email } : null,
    application:
      row.application_id && row.first_name !== null
        ? {
            id: row.application_id,
            firstName: row.first_name,
            lastName: row.last_name ?? '',
            programme: row.programme ?? '',
          }
        : null,
  }));
}
