import { z } from 'zod';
import { authFormSchema } from '../../web/src/schemas/auth-form';
import {
  changePassword,
  confirmEmail,
  normalizeEmail,
  requestConfirmationEmail,
  signIn,
  signUp,
} from '../auth/accounts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { invalidateSession } from '../auth/sessions';
import { consumeOrThrow } from '../security/rate-limiters';
import { authedProcedure, publicProcedure, router } from '../trpc/init';
import type { Context } from '../trpc/context';

const meOutput = z.object({ id: z.string(), email: z.string(), isAdmin: z.boolean() }).nullable();
const okOutput = z.object({ ok: z.literal(true) });

const tooMany = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/** Per IP and per address, so neither one address nor one machine can try passwords at speed. */
async function limitAuthAttempt(ctx: Context, email: string | null) {
  await consumeOrThrow(ctx.limiters.authByIp, ctx.ip, tooMany);
  if (email !== null) await consumeOrThrow(ctx.limiters.authByEmail, normalizeEmail(email), tooMany);
}

const passwordField = authFormSchema.shape.password;

/** Accounts and sessions (spec 2.5; ARCHITECTURE.md "Accounts and access"). */
export const authRouter = router({
  me: publicProcedure.output(meOutput).query(({ ctx }) =>
    ctx.user ? { id: ctx.user.id, email: ctx.user.email, isAdmin: ctx.user.isAdmin && ctx.user.emailConfirmed } : null,
  ),

  signUp: publicProcedure
    .input(authFormSchema)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx, input.email);
      const { outboxIds } = await signUp(ctx.db, input.email, input.password);
      await ctx.emailQueue.enqueue(outboxIds);
      return { ok: true as const };
    }),

  signIn: publicProcedure
    .input(authFormSchema)
    .output(meOutput.unwrap())
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx, input.email);
      const session = await signIn(ctx.db, input.email, input.password);
      if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt);
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'is_admin'])
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
      return { id: user.id, email: user.email, isAdmin: user.is_admin };
    }),

  resendConfirmation: publicProcedure
    .input(authFormSchema.pick({ email: true }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx, input.email);
      const { outboxIds } = await requestConfirmationEmail(ctx.db, input.email);
      await ctx.emailQueue.enqueue(outboxIds);
      return { ok: true as const };
    }),

  confirmEmail: publicProcedure
    .input(z.object({ token: z.string().trim().min(1).max(128) }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx, null);
      const session = await confirmEmail(ctx.db, input.token);
      if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt);
      return { ok: true as const };
    }),

  signOut: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    clearSessionCookie(ctx.res, ctx.config);
    return { ok: true as const };
  }),

  changePassword: authedProcedure
    .input(z.object({ currentPassword: z.string().min(1, 'Password is required').max(256), newPassword: passwordField }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx, ctx.user.email);
      const session = await changePassword(ctx.db, ctx.user.id, input.currentPassword, input.newPassword);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt);
      return { ok: true as const };
    }),
});
