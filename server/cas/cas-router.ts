import { z } from 'zod';
import { casRequestedInput, recordCasInput, VISA_OUTCOMES } from '../../domain/cas';
import { adminProcedure, router } from '../trpc/init';
import { markCasRequested, recordCas, recordVisaOutcome } from './record-cas';

/** Staff procedures on an application's CAS and the Student visa's outcome (decision 136). */
export const adminCasRouter = router({
  /** Records or corrects the CAS number and its date; the first time e-mails the applicant. */
  record: adminProcedure
    .input(recordCasInput.extend({ applicationId: z.uuid() }))
    .output(z.object({ emailQueued: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { applicationId, ...cas } = input;
      const { outboxIds } = await recordCas(ctx.db, applicationId, cas, ctx.user, ctx.ip);
      ctx.logger.info({ applicationId, by: ctx.user.id }, 'CAS recorded');
      await ctx.emailQueue.enqueue(outboxIds);
      return { emailQueued: outboxIds.length > 0 };
    }),

  /** The "CAS requested" step: the date staff asked for the CAS (or a correction of it). */
  markRequested: adminProcedure
    .input(casRequestedInput.extend({ applicationId: z.uuid() }))
    .output(z.object({ requestedOn: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await markCasRequested(ctx.db, input.applicationId, input.requestedOn, ctx.user, ctx.ip);
      return { requestedOn: input.requestedOn };
    }),

  /** A refusal marks the deposit "to refund". */
  recordVisaOutcome: adminProcedure
    .input(z.object({ applicationId: z.uuid(), outcome: z.enum(VISA_OUTCOMES) }))
    .output(z.object({ depositToRefund: z.boolean() }))
    .mutation(({ ctx, input }) => recordVisaOutcome(ctx.db, input.applicationId, input.outcome, ctx.user, ctx.ip)),
});
