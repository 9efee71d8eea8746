import { z } from 'zod';
import { authFormSchema } from '../../domain/auth-form';
import { normalizeEmail } from './accounts';
import { acceptInvitation } from './invitations';
import { strongPasswordField } from './password-policy';
import { requestPasswordReset, resetPassword } from './password-reset';
import { limitAuthRequest, limitEmailLink } from '../security/auth-limits';
import { withResponseFloor } from '../security/response-floor';
import { publicProcedure, router } from '../trpc/init';

const okOutput = z.object({ ok: z.literal(true) });
const tokenField = z.string().trim().min(1, 'The link is incomplete').max(128, 'The link is not valid');

/** Account recovery and invitations: the public side (docs/decisions/060-account-tokens.md). */
export const accountRouter = router({
  /** What the /auth page may offer: the server, not the build, knows SIGNUP_MODE. */
  options: publicProcedure
    .output(z.object({ signUpOpen: z.boolean() }))
    .query(({ ctx }) => ({ signUpOpen: ctx.config.SIGNUP_MODE === 'open' })),

  /** The same answer, after the same time, whether or not the address has an account. */
  requestPasswordReset: publicProcedure
    .input(authFormSchema.pick({ email: true }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      await limitEmailLink(ctx.limiters, 'reset', normalizeEmail(input.email));
      await withResponseFloor(ctx, () => requestPasswordReset(ctx.db, input.email, ctx.ip));
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(z.object({ token: tokenField, password: strongPasswordField }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      const { outboxIds } = await resetPassword(ctx.db, input.token, input.password, ctx.ip);
      await ctx.emailQueue.enqueue(outboxIds);
      ctx.logger.info('password reset through an e-mailed link');
      return { ok: true as const };
    }),

  acceptInvitation: publicProcedure
    .input(z.object({ token: tokenField, password: strongPasswordField }))
    .output(z.object({ email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      return acceptInvitation(ctx.db, input.token, input.password, ctx.ip);
    }),
});
