import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { applicationFormSchema } from '../../domain/application-form';
import { contactFormSchema } from '../../domain/contact-form';
import { clientRateKey } from '../security/client-key';
import { consumeOrThrow } from '../security/rate-limiters';
import { createApplication } from '../submissions/create-application';
import { createContactSubmission } from '../submissions/create-contact-submission';
import { publicProcedure, router } from '../trpc/init';

const submissionResult = z.object({ id: z.uuid() });

/** Per-client limit (IP, or IPv6 /64), checked before the input is even parsed so floods cost little. */
const rateLimitedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await consumeOrThrow(
    ctx.limiters.submissions,
    clientRateKey(ctx.ip),
    (wait) => `You have sent several forms in a short time. Please wait ${wait} and try again.`,
  );
  return next();
});

export const submissionsRouter = router({
  contact: rateLimitedProcedure
    .input(contactFormSchema)
    .output(submissionResult)
    .mutation(async ({ ctx, input }) => {
      // The honeypot is invisible to people: a filled one is a bot. Pretend success, store nothing.
      if (input.website) {
        ctx.logger.info('contact honeypot filled; submission discarded');
        return { id: randomUUID() };
      }
      const { id, outboxIds } = await createContactSubmission(ctx.db, input, ctx.config.ADMISSIONS_EMAIL);
      ctx.logger.info({ contactId: id }, 'contact submission stored');
      await ctx.emailQueue.enqueue(outboxIds);
      return { id };
    }),

  application: rateLimitedProcedure
    .input(applicationFormSchema)
    .output(submissionResult)
    .mutation(async ({ ctx, input }) => {
      if (input.website) {
        ctx.logger.info('application honeypot filled; submission discarded');
        return { id: randomUUID() };
      }
      const { id, outboxIds } = await createApplication(ctx.db, input, ctx.config.ADMISSIONS_EMAIL);
      ctx.logger.info({ applicationId: id }, 'application stored');
      await ctx.emailQueue.enqueue(outboxIds);
      return { id };
    }),
});
