import { z } from 'zod';
import { offeredSlots } from '../../core/visits/offered-slots';
import { slotStartKey } from '../../core/visits/slots';
import {
  manageTokenInput,
  rescheduleInput,
  rescheduleSchemaFor,
  visitBookingSchema,
  visitBookingSchemaFor,
} from '../../domain/campus-visits';
import { checkInPageLanguage, rateLimitedProcedure } from '../submissions/submissions-router';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';
import { bookVisit } from './book-visit';
import { cancelVisit, describeVisit, rescheduleVisit } from './manage-visit';

const freeSlot = z.object({
  ruleId: z.uuid(),
  /** UTC instants; `date` and `time` are the same start as a UK wall clock reads it. */
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  time: z.string(),
  placesLeft: z.number(),
});

const visitTimes = z.object({ startsAt: z.string(), endsAt: z.string() });

/** After commit: the reminder follows the booking (decision 143), the e-mails go to the queue. */
async function afterCommit(
  ctx: Context,
  change: { bookingId: string; reminderDueAt: Date | null; outboxIds: string[] },
) {
  await ctx.emailQueue.enqueue(change.outboxIds);
  await ctx.visitReminders?.schedule(change.bookingId, change.reminderDueAt);
}

/** Campus visits for families (the public /visit page and its manage link), decisions 141-143. */
export const visitsRouter = router({
  /** The visit slots with places left over the next 90 days, soonest first. */
  freeSlots: publicProcedure.output(z.object({ slots: z.array(freeSlot) })).query(async ({ ctx }) => {
    const slots = await offeredSlots(ctx.db, 'visit');
    return {
      slots: slots
        .filter((slot) => slot.placesLeft > 0)
        .map((slot) => ({
          ruleId: slot.ruleId,
          startsAt: slotStartKey(slot.startsAt),
          endsAt: slotStartKey(slot.endsAt),
          date: slot.date,
          time: slot.time,
          placesLeft: slot.placesLeft,
        })),
    };
  }),

  /**
   * Books a visit, with the contact form's rate limit and honeypot: a filled honeypot pretends
   * success and books nothing. CONFLICT, in the page's language, when the slot is full or gone.
   */
  book: rateLimitedProcedure
    .use(async ({ next, getRawInput }) => {
      await checkInPageLanguage(visitBookingSchemaFor, getRawInput);
      return next();
    })
    .input(visitBookingSchema)
    .output(visitTimes)
    .mutation(async ({ ctx, input }) => {
      if (input.website) {
        ctx.logger.info('visit booking honeypot filled; nothing booked');
        return { startsAt: input.startsAt, endsAt: input.startsAt };
      }
      const booked = await bookVisit(ctx.db, input, ctx.config.ADMISSIONS_EMAIL);
      ctx.logger.info({ bookingId: booked.bookingId }, 'visit booked');
      await afterCommit(ctx, booked);
      return { startsAt: slotStartKey(booked.startsAt), endsAt: slotStartKey(booked.endsAt) };
    }),

  /** The manage link's page: the token in the URL's fragment, sent in POST bodies only. */
  manage: router({
    /** Describes the booking; changes nothing. `invalid` for a token expired or unknown. */
    describe: rateLimitedProcedure
      .input(manageTokenInput)
      .output(
        z.discriminatedUnion('state', [
          z.object({
            state: z.enum(['booked', 'cancelled']),
            name: z.string(),
            partySize: z.number(),
            ruleId: z.string(),
            startsAt: z.string(),
            endsAt: z.string(),
            language: z.enum(['en', 'ar']),
          }),
          z.object({ state: z.literal('invalid') }),
        ]),
      )
      .mutation(async ({ ctx, input }) => {
        const visit = await describeVisit(ctx.db, input.token);
        if (visit.state === 'invalid') return visit;
        return { ...visit, startsAt: slotStartKey(visit.startsAt), endsAt: slotStartKey(visit.endsAt) };
      }),

    reschedule: rateLimitedProcedure
      .use(async ({ next, getRawInput }) => {
        await checkInPageLanguage(rescheduleSchemaFor, getRawInput);
        return next();
      })
      .input(rescheduleInput)
      .output(visitTimes)
      .mutation(async ({ ctx, input }) => {
        const moved = await rescheduleVisit(ctx.db, input, ctx.config.ADMISSIONS_EMAIL);
        await afterCommit(ctx, moved);
        return { startsAt: slotStartKey(moved.startsAt), endsAt: slotStartKey(moved.endsAt) };
      }),

    cancel: rateLimitedProcedure
      .input(manageTokenInput)
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const cancelled = await cancelVisit(ctx.db, input, ctx.config.ADMISSIONS_EMAIL);
        await afterCommit(ctx, cancelled);
        return { ok: true as const };
      }),
  }),
});
