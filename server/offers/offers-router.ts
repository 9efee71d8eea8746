import { z } from 'zod';
import { replyByField } from '../../domain/offers';
import { adminProcedure, router } from '../trpc/init';
import { extendReplyBy, markConditionMet } from './mark-condition-met';

/** Staff procedures on an application's offer (decision 134); the offer itself is made with the status. */
export const adminOffersRouter = router({
  /** The last condition met makes the offer unconditional: its letter is asked for and the applicant e-mailed. */
  markConditionMet: adminProcedure
    .input(z.object({ conditionId: z.uuid() }))
    .output(z.object({ unconditional: z.boolean(), emailQueued: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { unconditional, outboxIds, letterIds } = await markConditionMet(
        ctx.db,
        input.conditionId,
        ctx.user,
        ctx.ip,
      );
      ctx.logger.info({ conditionId: input.conditionId, unconditional, by: ctx.user.id }, 'offer condition met');
      await Promise.all([ctx.emailQueue.enqueue(outboxIds), ctx.letterQueue.enqueue(letterIds)]);
      return { unconditional, emailQueued: outboxIds.length > 0 };
    }),

  /** Moves the reply-by date later (CONFLICT for a date that is not later). */
  extendReplyBy: adminProcedure
    .input(z.object({ id: z.uuid(), replyBy: replyByField }))
    .output(z.object({ replyBy: z.string() }))
    .mutation(({ ctx, input }) => extendReplyBy(ctx.db, input.id, input.replyBy, ctx.user, ctx.ip)),
});
