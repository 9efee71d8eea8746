import { z } from 'zod';
import {
  beginEnrolment,
  confirmEnrolment,
  NOT_ENROLLED,
  regenerateRecoveryCodes,
  removeTwoFactor,
  twoFactorStatus,
  verifyRecoveryCodeForSession,
  verifyTotpForSession,
  type TwoFactorActor,
} from './two-factor';
import { isAdmin } from './admin-access';
import type { SessionUser } from './request-session';
import { AppError } from '../errors/app-error';
import { consumeOrThrow } from '../security/rate-limiters';
import { authedProcedure, router, verifiedProcedure } from '../trpc/init';
import type { Context } from '../trpc/context';

const codeField = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));
const recoveryCodeField = z.string().trim().min(1, 'Enter a recovery code').max(64, 'That is not a recovery code');
const okOutput = z.object({ ok: z.literal(true) });
/** What a change to two-factor asks for again: a current code or the password, not both. */
const proofInput = z
  .object({ code: codeField.optional(), password: z.string().min(1).max(256).optional() })
  .refine((value) => Boolean(value.code) !== Boolean(value.password), 'Enter a current code or your password');

const tooMany = (wait: string) => `Too many codes tried. Please wait ${wait} and try again.`;

type SignedInContext = Context & { user: NonNullable<Context['user']> };

/** Every code attempt counts, per account and per IP, before anything is checked. */
async function limitCodeAttempt(ctx: SignedInContext): Promise<TwoFactorActor> {
  await consumeOrThrow(ctx.limiters.twoFactorByIp, ctx.ip, tooMany);
  await consumeOrThrow(ctx.limiters.twoFactorByUser, ctx.user.id, tooMany);
  return actorOf(ctx);
}

function actorOf(ctx: SignedInContext): TwoFactorActor {
  return { userId: ctx.user.id, email: ctx.user.email, sessionId: ctx.sessionId!, ip: ctx.ip };
}

/** TOTP two-factor (Lucia guide, "Two-factor authentication" pages; docs/decisions/063-two-factor.md). */
export const authTwoFactorRouter = router({
  status: verifiedProcedure
    .output(z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }))
    .query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user.id)),

  beginEnrolment: verifiedProcedure
    .output(z.object({ manualKey: z.string(), qrSvg: z.string(), uri: z.string() }))
    .mutation(({ ctx }) => beginEnrolment(ctx.db, ctx.config.totpEncryptionKey, actorOf(ctx))),

  confirmEnrolment: verifiedProcedure
    .input(z.object({ code: codeField }))
    .output(z.object({ recoveryCodes: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) =>
      confirmEnrolment(ctx.db, ctx.config.totpEncryptionKey, await limitCodeAttempt(ctx), input.code),
    ),

  /** The second step of sign-in: this session becomes two-factor verified. */
  verify: authedProcedure
    .input(z.object({ code: codeField }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.user.twoFactorEnabled) throw new AppError('BAD_REQUEST', NOT_ENROLLED);
      await verifyTotpForSession(ctx.db, ctx.config.totpEncryptionKey, await limitCodeAttempt(ctx), input.code);
      ctx.logger.info({ userId: ctx.user.id }, 'second factor accepted');
      return { ok: true as const };
    }),

  useRecoveryCode: authedProcedure
    .input(z.object({ recoveryCode: recoveryCodeField }))
    .output(z.object({ recoveryCodesLeft: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.user.twoFactorEnabled) throw new AppError('BAD_REQUEST', NOT_ENROLLED);
      const result = await verifyRecoveryCodeForSession(ctx.db, await limitCodeAttempt(ctx), input.recoveryCode);
      ctx.logger.info({ userId: ctx.user.id }, 'recovery code accepted');
      return result;
    }),

  /** Needs a verified session and, again, a current code or the password. */
  remove: verifiedProcedure
    .input(proofInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeTwoFactor(ctx.db, ctx.config.totpEncryptionKey, await limitCodeAttempt(ctx), input);
      return { ok: true as const };
    }),

  /** Ten new recovery codes in place of all the old ones, shown once; needs the same proof as removal. */
  regenerateRecoveryCodes: verifiedProcedure
    .input(proofInput)
    .output(z.object({ recoveryCodes: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) =>
      regenerateRecoveryCodes(ctx.db, ctx.config.totpEncryptionKey, await limitCodeAttempt(ctx), input),
    ),
});

/** What the web app needs to know to ask for a code or for the enrolment. */
export const twoFactorState = z.object({
  enabled: z.boolean(),
  /** Enrolled, and this session has not given its code yet. */
  pending: z.boolean(),
  /** An admin who must enrol before seeing applicant data (REQUIRE_ADMIN_2FA). */
  enrolmentRequired: z.boolean(),
});

export function twoFactorStateOf(
  user: SessionUser,
  ctx: Pick<Context, 'twoFactorVerified' | 'config'>,
): z.infer<typeof twoFactorState> {
  return {
    enabled: user.twoFactorEnabled,
    pending: user.twoFactorEnabled && !ctx.twoFactorVerified,
    enrolmentRequired: ctx.config.requireAdmin2fa && isAdmin(user) && !user.twoFactorEnabled,
  };
}
