import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { INTERVIEW_OUTCOMES, type InterviewOutcome } from '../../domain/interviews';
import { INTERVIEW_MODES } from '../../domain/slot-rules';
import { type Actor, insertNote } from '../admissions/add-note';
import { isoDate } from '../admissions/admin-schemas';
import { AppError } from '../errors/app-error';
import { staffBookingOf, staffBookingsQuery } from '../visits/staff-bookings';

/** An application's interviews as staff see them on its detail (decision 145), newest first. */
export const staffInterviewOutput = z.object({
  id: z.string(),
  status: z.enum(['booked', 'cancelled']),
  startsAt: isoDate,
  endsAt: isoDate,
  mode: z.enum(INTERVIEW_MODES),
  videoUrl: z.string().nullable(),
  officer: z.string().nullable(),
  outcome: z.enum(INTERVIEW_OUTCOMES).nullable(),
  outcomeAt: isoDate.nullable(),
  outcomeBy: z.string().nullable(),
});
export type StaffInterview = z.input<typeof staffInterviewOutput>;

export async function interviewsOfApplication(db: Db, applicationId: string): Promise<StaffInterview[]> {
  const rows = await staffBookingsQuery(db)
    .leftJoin('users as marker', 'marker.id', 'b.outcome_by')
    .select(['b.outcome', 'b.outcome_at', 'marker.email as outcome_by'])
    .where('b.application_id', '=', applicationId)
    .where('b.kind', '=', 'interview')
    .orderBy('b.starts_at', 'desc')
    .execute();
  return rows.map((row) => ({
    ...staffBookingOf(row),
    mode: row.mode ?? 'campus',
    officer: row.officer_email,
    outcome: row.outcome,
    outcomeAt: row.outcome_at,
    outcomeBy: row.outcome_by,
  }));
}

export const INTERVIEW_NOT_FOUND = 'That interview no longer exists.';
export const INTERVIEW_NOT_STARTED = 'The interview has not started yet: mark it once it has begun.';
export const INTERVIEW_WAS_CANCELLED = 'That interview was cancelled.';

/**
 * The officer marks a booked interview attended or no-show once it has started, with notes that
 * become one of the application's notes (audited as every note is); the outcome is audited too.
 * Marking it again corrects the outcome.
 */
export async function recordInterviewOutcome(
  db: Db,
  input: { bookingId: string; outcome: InterviewOutcome; notes?: string | undefined },
  author: Actor,
  ip: string | null = null,
  now = new Date(),
): Promise<StaffInterview> {
  const applicationId = await db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'status', 'starts_at', 'application_id'])
      .where('id', '=', input.bookingId)
      .where('kind', '=', 'interview')
      .forUpdate()
      .executeTakeFirst();
    if (!booking || !booking.application_id) throw new AppError('NOT_FOUND', INTERVIEW_NOT_FOUND);
    if (booking.status !== 'booked') throw new AppError('CONFLICT', INTERVIEW_WAS_CANCELLED);
    if (booking.starts_at.getTime() > now.getTime()) throw new AppError('CONFLICT', INTERVIEW_NOT_STARTED);
    await trx
      .updateTable('bookings')
      .set({ outcome: input.outcome, outcome_at: now, outcome_by: author.id, reminder_due_at: null })
      .where('id', '=', booking.id)
      .execute();
    await recordAudit(trx, {
      actor: author,
      action: 'interview.outcome_recorded',
      subject: { type: 'application', id: booking.application_id },
      details: { bookingId: booking.id, outcome: input.outcome },
      ip,
    });
    if (input.notes) await insertNote(trx, 'application', booking.application_id, input.notes, author, ip);
    return booking.application_id;
  });
  const interviews = await interviewsOfApplication(db, applicationId);
  return interviews.find((interview) => interview.id === input.bookingId)!;
}
