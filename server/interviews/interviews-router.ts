import { z } from 'zod';
import { slotStartKey } from '../../core/visits/slots';
import { interviewApplicationInput, interviewOutcomeInput, interviewSlotInput } from '../../domain/interviews';
import { INTERVIEW_MODES } from '../../domain/slot-rules';
import type { Context } from '../trpc/context';
import { adminProcedure, applicantProcedure, router } from '../trpc/init';
import { applicantInterview, bookInterview, cancelInterview, rescheduleInterview } from './book-interview';
import { recordInterviewOutcome, staffInterviewOutput } from './staff-interviews';

const interviewSlot = z.object({
  ruleId: z.string(),
  /** UTC instants; `date` and `time` are the same start as a UK wall clock reads it. */
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  time: z.string(),
  mode: z.enum(INTERVIEW_MODES),
});

const bookedInterviewOutput = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  /** Only once booked, and only to its applicant (decision 145). */
  videoUrl: z.string().nullable(),
  changeUntil: z.string(),
});

const okOutput = z.object({ ok: z.literal(true) });

/** After commit: the reminder follows the interview (decisions 143, 145), the e-mails go to the queue. */
async function afterCommit(
  ctx: Context,
  change: { bookingId: string; reminderDueAt: Date | null; outboxIds: string[] },
) {
  await ctx.emailQueue.enqueue(change.outboxIds);
  await ctx.visitReminders?.schedule(change.bookingId, change.reminderDueAt);
}

/** The applicant's interview, from their space: their own application only, at 'interview' only. */
export const applicantInterviewRouter = router({
  /** The booked interview (with its link, if by video) or the slots to choose from. */
  slots: applicantProcedure
    .input(interviewApplicationInput)
    .output(z.object({ booking: bookedInterviewOutput.nullable(), slots: z.array(interviewSlot) }))
    .query(async ({ ctx, input }) => {
      const { booking, slots } = await applicantInterview(ctx.db, ctx.applicant, input);
      return {
        booking: booking && {
          ...booking,
          startsAt: slotStartKey(booking.startsAt),
          endsAt: slotStartKey(booking.endsAt),
          changeUntil: slotStartKey(booking.changeUntil),
        },
        slots: slots.map((slot) => ({
          ruleId: slot.ruleId,
          startsAt: slotStartKey(slot.startsAt),
          endsAt: slotStartKey(slot.endsAt),
          date: slot.date,
          time: slot.time,
          mode: slot.mode,
        })),
      };
    }),

  book: applicantProcedure
    .input(interviewSlotInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const booked = await bookInterview(ctx.db, ctx.applicant, input, {
        admissionsEmail: ctx.config.ADMISSIONS_EMAIL,
        ip: ctx.ip,
      });
      await afterCommit(ctx, booked);
      return { ok: true as const };
    }),

  reschedule: applicantProcedure
    .input(interviewSlotInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const moved = await rescheduleInterview(ctx.db, ctx.applicant, input, {
        admissionsEmail: ctx.config.ADMISSIONS_EMAIL,
        ip: ctx.ip,
      });
      await afterCommit(ctx, moved);
      return { ok: true as const };
    }),

  cancel: applicantProcedure
    .input(interviewApplicationInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const cancelled = await cancelInterview(ctx.db, ctx.applicant, input, {
        admissionsEmail: ctx.config.ADMISSIONS_EMAIL,
        ip: ctx.ip,
      });
      await afterCommit(ctx, cancelled);
      return { ok: true as const };
    }),
});

/** Staff's side of interviews: the officer records what happened (decision 145). */
export const adminInterviewsRouter = router({
  recordOutcome: adminProcedure
    .input(interviewOutcomeInput)
    .output(staffInterviewOutput)
    .mutation(async ({ ctx, input }) => {
      const interview = await recordInterviewOutcome(ctx.db, input, ctx.user, ctx.ip);
      // No reminder for an interview that has happened.
      await ctx.visitReminders?.schedule(interview.id, null);
      return interview;
    }),
});
