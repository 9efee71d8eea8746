import type { Db } from '../../db/client';
import type { SlotKind } from '../../domain/slot-rules';

/**
 * Bookings with their rule and officer, as staff's screens read them (the calendar, an
 * application's interviews): each adds its own joins, columns, filter and order.
 */
export function staffBookingsQuery(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('slot_rules as r', 'r.id', 'b.rule_id')
    .leftJoin('users as o', 'o.id', 'b.officer_id')
    .select([
      'b.id',
      'b.kind',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      'r.mode',
      'r.video_url',
      'b.officer_id',
      'o.email as officer_email',
    ]);
}

interface StaffBookingRow {
  id: string;
  kind: SlotKind;
  status: 'booked' | 'cancelled';
  starts_at: Date;
  ends_at: Date;
  mode: 'campus' | 'video' | null;
  video_url: string | null;
}

/** What every staff view of a booking shows: its times, and an interview's mode and video link (a visit has neither). */
export function staffBookingOf(row: StaffBookingRow) {
  const interview = row.kind === 'interview';
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    mode: interview ? row.mode : null,
    videoUrl: interview ? row.video_url : null,
  };
}
