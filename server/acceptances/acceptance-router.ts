import { z } from 'zod';
import { acceptInput, declineInput, guardianConfirmInput, guardianTokenInput } from '../../domain/acceptance';
import { limitAuthRequest } from '../security/auth-limits';
import { applicantProcedure, publicProcedure, router } from '../trpc/init';
import { acceptOffer, userAgentOf } from './accept-offer';
import { declineOffer } from './decline-offer';
import { confirmAsGuardian, describeGuardianLink, type GuardianLinkDescription } from './guardian-confirmation';

const okOutput = z.object({ ok: z.literal(true) });

/** The applicant's reply to their offer, in their own space (decision 135). */
export const applicantAcceptanceRouter = router({
  /** NOT_FOUND for anyone else's application; CONFLICT when there is no open offer. */
  accept: applicantProcedure
    .input(acceptInput)
    .output(z.object({ state: z.enum(['accepted', 'awaiting_guardian']) }))
    .mutation(async ({ ctx, input }) => {
      const { state, outboxIds, letterIds } = await acceptOffer(
        ctx.db,
        ctx.applicant,
        input,
        { ip: ctx.ip, userAgent: userAgentOf(ctx.req.headers['user-agent']) },
        ctx.config.ADMISSIONS_EMAIL,
      );
      await Promise.all([ctx.emailQueue.enqueue(outboxIds), ctx.letterQueue.enqueue(letterIds)]);
      return { state };
    }),

  /** Ends the application as a withdrawal does, with the optional reason in its history. */
  decline: applicantProcedure
    .input(declineInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const { outboxIds } = await declineOffer(ctx.db, ctx.applicant, input, {
        admissionsEmail: ctx.config.ADMISSIONS_EMAIL,
        ip: ctx.ip,
      });
      await ctx.emailQueue.enqueue(outboxIds);
      return { ok: true as const };
    }),
});

const describeOutput = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('valid'),
    applicantName: z.string(),
    programme: z.string(),
    startDate: z.string(),
    language: z.string(),
    letterId: z.string().nullable(),
  }),
  z.object({ state: z.literal('invalid') }),
]);

/**
 * A parent's or guardian's page, opened from their e-mailed link (decision 135): public, the token
 * in the URL's fragment and sent in a POST body only, as the applicant's sign-in links (decision 112).
 */
export const guardianRouter = router({
  describe: publicProcedure
    .input(guardianTokenInput)
    .output(describeOutput)
    .mutation(async ({ ctx, input }): Promise<GuardianLinkDescription> => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      return describeGuardianLink(ctx.db, input.token);
    }),

  /** Spends the link; NOT_FOUND for a link used, expired or unknown. */
  confirm: publicProcedure
    .input(guardianConfirmInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      const { outboxIds, letterIds } = await confirmAsGuardian(
        ctx.db,
        input,
        { ip: ctx.ip, userAgent: userAgentOf(ctx.req.headers['user-agent']) },
        ctx.config.ADMISSIONS_EMAIL,
      );
      await Promise.all([ctx.emailQueue.enqueue(outboxIds), ctx.letterQueue.enqueue(letterIds)]);
      return { ok: true as const };
    }),
});
