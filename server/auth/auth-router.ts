import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import { authFormSchema } from '../../domain/auth-form';
import { changePassword, confirmEmail, normalizeEmail, requestConfirmationEmail, signIn, signUp } from './accounts';
import { canEditContent, isAdmin } from './admin-access';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { withSignInLog } from './sign-in-log';
import { invalidateSession } from './sessions';
import { markSessionVerified } from './two-factor';
import { strongPasswordField } from './password-policy';
import { AppError } from '../errors/app-error';
import { limitAuthRequest, limitEmailLink } from '../security/auth-limits';
import { withResponseFloor } from '../security/response-floor';
import { throttledSignIn } from '../security/sign-in-throttle';
import { publicProcedure, router, verifiedProcedure } from '../trpc/init';
import type { Context } from '../trpc/context';
import { accountSecurityRouter } from './account-security-router';
import { authTwoFactorRouter, twoFactorState, twoFactorStateOf } from './auth-two-factor-router';

const accountOutput = z.object({ id: z.string(), email: z.string(), isAdmin: z.boolean() });
/** `canEditContent`: the editor or admin role (decision 131), which the dashboard opens the content screens for. */
const meOutput = accountOutput.extend({ canEditContent: z.boolean(), twoFactor: twoFactorState }).nullable();
const okOutput = z.object({ ok: z.literal(true) });

export const SIGNUP_BY_INVITATION_ONLY =
  'Sign-up is by invitation only. Please ask an admin of the academy to invite you.';

/** Per client (IP or IPv6 /64); sign-in has its own throttle (server/security/sign-in-throttle.ts). */
function limitAuthAttempt(ctx: Context) {
  return limitAuthRequest(ctx.limiters, ctx.ip);
}

/** Accounts and sessions (docs/spec.md §2.5; docs/architecture.md "Accounts and access"). */
export const authRouter = router({
  me: publicProcedure.output(meOutput).query(({ ctx }) =>
    ctx.user
      ? {
          id: ctx.user.id,
          email: ctx.user.email,
          isAdmin: isAdmin(ctx.user),
          canEditContent: canEditContent(ctx.user),
          twoFactor: twoFactorStateOf(ctx.user, ctx),
        }
      : null,
  ),

  signUp: publicProcedure
    .input(authFormSchema)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      if (ctx.config.SIGNUP_MODE === 'invite') throw new AppError('FORBIDDEN', SIGNUP_BY_INVITATION_ONLY);
      await limitAuthAttempt(ctx);
      await withResponseFloor(ctx, () => signUp(ctx.db, input.email, input.password));
      return { ok: true as const };
    }),

  signIn: publicProcedure
    .input(authFormSchema)
    .output(accountOutput)
    .mutation(async ({ ctx, input }) => {
      const address = normalizeEmail(input.email);
      const session = await withSignInLog(ctx.db, ctx.logger, address, () =>
        throttledSignIn(ctx.limiters, ctx.ip, address, () => signIn(ctx.db, address, input.password)),
      );
      if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt);
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'is_admin'])
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
      await recordAudit(ctx.db, { actor: { id: user.id, email: user.email }, action: 'auth.signed_in', ip: ctx.ip });
      return { id: user.id, email: user.email, isAdmin: user.is_admin };
    }),

  resendConfirmation: publicProcedure
    .input(authFormSchema.pick({ email: true }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx);
      await limitEmailLink(ctx.limiters, 'confirmation', normalizeEmail(input.email));
      await withResponseFloor(ctx, () => requestConfirmationEmail(ctx.db, input.email));
      return { ok: true as const };
    }),

  confirmEmail: publicProcedure
    .input(z.object({ token: z.string().trim().min(1).max(128), password: authFormSchema.shape.password }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx);
      const session = await confirmEmail(ctx.db, input.token, input.password);
      if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt);
      return { ok: true as const };
    }),

  signOut: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    if (ctx.user) await recordAudit(ctx.db, { actor: ctx.user, action: 'auth.signed_out', ip: ctx.ip });
    clearSessionCookie(ctx.res, ctx.config);
    return { ok: true as const };
  }),

  // A session that has not given its second factor must not change the password (and so lock the owner out).
  changePassword: verifiedProcedure
    .input(
      z.object({
        currentPassword: z.string().min(1, 'Password is required').max(256),
        newPassword: strongPasswordField,
      }),
    )
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await limitAuthAttempt(ctx);
      const session = await changePassword(ctx.db, ctx.user.id, input.currentPassword, input.newPassword);
      await recordAudit(ctx.db, { actor: ctx.user, action: 'auth.password_changed', ip: ctx.ip });
      if (ctx.twoFactorVerified) await markSessionVerified(ctx.db, session.sessionId);
      setSessionCookie(ctx.res, ctx.config, session.token, session.expiresAt);
      return { ok: true as const };
    }),

  twoFactor: authTwoFactorRouter,
  security: accountSecurityRouter,
});
