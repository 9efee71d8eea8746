import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { VISIT_REMINDER_BEFORE_MS } from '../../domain/campus-visits';
import { OUTBOX_CHANNEL } from '../outbox/email-outbox';

/**
 * Visit and interview reminders (decisions 143, 145): one BullMQ delayed job per booking, its id fixed by the
 * booking's, due 24 hours before the visit. Booking adds it, a reschedule replaces it (same id,
 * new delay), a cancellation removes it. The job decides nothing from its own data: it reads the
 * booking when it runs, so a job left behind by a lost removal or move sends nothing wrong.
 */
export const VISIT_REMINDER_QUEUE_NAME = 'visit-reminder';
export const VISIT_REMINDER_JOB_NAME = 'remind-visit';

export interface VisitReminderJobData {
  bookingId: string;
}

/** The job's id: one per booking, so adding it twice is harmless and removing it needs no lookup. */
export function visitReminderJobId(bookingId: string): string {
  return `visit-reminder-${bookingId}`;
}

/** When a visit's reminder is due: a day before it, or never when it is booked later than that. */
export function reminderDueAt(startsAt: Date, now: Date): Date | null {
  const due = new Date(startsAt.getTime() - VISIT_REMINDER_BEFORE_MS);
  return due.getTime() > now.getTime() ? due : null;
}

/** The job that sends a booking's reminder at `dueAt`. */
export function visitReminderJob(bookingId: string, dueAt: Date, now = new Date()) {
  return {
    name: VISIT_REMINDER_JOB_NAME,
    data: { bookingId } satisfies VisitReminderJobData,
    opts: {
      jobId: visitReminderJobId(bookingId),
      delay: Math.max(0, dueAt.getTime() - now.getTime()),
      attempts: 5,
      backoff: { type: 'exponential', delay: 30_000 },
      // Gone once done, so a reschedule after the reminder went out can add the next one.
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  };
}

/** How early a job may run and still send: BullMQ promotes delayed jobs within moments. */
const EARLY_TOLERANCE_MS = 60_000;

export type ReminderOutcome = 'queued' | 'not-due' | 'not-needed';

/**
 * Writes the reminder's outbox row if the booking is still on, its reminder is due (not moved
 * later by a reschedule) and not yet sent, and the visit has not started: one statement marks it
 * sent and writes the e-mail, so two runs never both send it. 'not-due' when the visit was moved
 * later and its reminder is still to come (the worker's upkeep adds its job again).
 */
export async function queueVisitReminder(db: Db, bookingId: string, now = new Date()): Promise<ReminderOutcome> {
  const { rows } = await sql<{ id: string }>`with reminded as (
  update bookings set reminder_sent_at = ${now}
  where id = ${bookingId} and status = 'booked' and reminder_sent_at is null
    and reminder_due_at is not null and reminder_due_at <= ${new Date(now.getTime() + EARLY_TOLERANCE_MS)}
    and starts_at > ${now}
  returning id, kind, email, sequence, starts_at, ends_at
)
insert into email_outbox (kind, recipient, payload, reference_id)
select case reminded.kind when 'interview' then 'interview_reminder' else 'visit_reminder' end, reminded.email,
  jsonb_build_object('bookingId', reminded.id::text, 'sequence', reminded.sequence::text,
    'startsAt', to_char(reminded.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'endsAt', to_char(reminded.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
  reminded.id
from reminded
returning id, pg_notify(${OUTBOX_CHANNEL}::text, id::text)`.execute(db);
  if (rows.length > 0) return 'queued';
  const booking = await db
    .selectFrom('bookings')
    .select(['status', 'reminder_due_at', 'reminder_sent_at', 'starts_at'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  const later =
    booking?.status === 'booked' &&
    booking.reminder_sent_at === null &&
    booking.reminder_due_at !== null &&
    booking.starts_at.getTime() > now.getTime();
  return later ? 'not-due' : 'not-needed';
}

/** Bookings whose reminder is still to be sent: what the worker's upkeep makes sure has a job. */
export async function remindersOwed(db: Db, now = new Date(), limit = 1_000) {
  return db
    .selectFrom('bookings')
    .select(['id', 'reminder_due_at'])
    .where('status', '=', 'booked')
    .where('reminder_sent_at', 'is', null)
    .where('reminder_due_at', 'is not', null)
    .where('starts_at', '>', now)
    .orderBy('reminder_due_at')
    .limit(limit)
    .execute();
}
