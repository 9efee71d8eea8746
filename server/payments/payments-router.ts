import { z } from 'zod';
import { recordPaymentInput } from '../../domain/payments';
import { adminProcedure, router } from '../trpc/init';
import { recordPayment } from './record-payment';

/** Staff procedures on an application's deposit (decision 137). */
export const adminPaymentsRouter = router({
  /** Records a payment staff saw; asks for its receipt, which the worker issues and e-mails. */
  record: adminProcedure
    .input(recordPaymentInput.extend({ applicationId: z.uuid() }))
    .output(z.object({ paymentId: z.string(), balancePence: z.number(), paidInFull: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { applicationId, ...payment } = input;
      const recorded = await recordPayment(ctx.db, applicationId, payment, ctx.user, ctx.ip);
      ctx.logger.info({ applicationId, paymentId: recorded.paymentId, by: ctx.user.id }, 'payment recorded');
      await ctx.letterQueue.enqueue([recorded.receiptLetterId]);
      return { paymentId: recorded.paymentId, balancePence: recorded.balancePence, paidInFull: recorded.paidInFull };
    }),
});
