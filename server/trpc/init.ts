import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { GENERIC_ERROR } from '../../domain/messages';
import { adminAccessProblem, editorAccessProblem, secondStepProblem, SIGN_IN_REQUIRED } from '../auth/admin-access';
import { AppError } from '../errors/app-error';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  // Never a stack trace to the browser, in any environment: outside production tRPC would
  // otherwise add one to every error.
  isDev: false,
  errorFormatter({ shape, error }) {
    // The spec shows a person the first validation message (docs/spec.md §5), so that is the message.
    if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
      return { ...shape, message: error.cause.issues[0]?.message ?? shape.message };
    }
    // Never leak internals (SQL, file paths) in the message of an unexpected error.
    if (error.code === 'INTERNAL_SERVER_ERROR') return { ...shape, message: GENERIC_ERROR };
    return shape;
  },
});

/**
 * Maps the application's one error type to tRPC's codes. What is unexpected is logged once, by
 * the HTTP adapter's onError (server/http/create-app.ts), which also sees errors from outside
 * any procedure.
 */
const errorMapping = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    if (cause.retryAfterSeconds !== undefined) ctx.res.setHeader('Retry-After', String(cause.retryAfterSeconds));
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(errorMapping);

export const APPLICANT_SIGN_IN_REQUIRED = 'Please sign in with the link we e-mail you.';

/** An applicant's session (its own cookie), whatever staff session the browser also holds. */
export const applicantProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.applicant) throw new TRPCError({ code: 'UNAUTHORIZED', message: APPLICANT_SIGN_IN_REQUIRED });
  return next({ ctx: { ...ctx, applicant: ctx.applicant } });
});

/** Signed in with any staff account: UNAUTHORIZED otherwise. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Signed in and, when the account has two-factor, past the second step in this session. */
export const verifiedProcedure = authedProcedure.use(({ ctx, next }) => {
  const problem = secondStepProblem(ctx);
  if (problem) throw new TRPCError({ code: 'FORBIDDEN', message: problem });
  return next({ ctx });
});

/**
 * A confirmed account with the admin role, past the second step when it has two-factor, and
 * enrolled when REQUIRE_ADMIN_2FA: UNAUTHORIZED when signed out, FORBIDDEN otherwise.
 */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  const problem = adminAccessProblem(ctx, ctx.config.requireAdmin2fa);
  if (problem) throw new TRPCError({ code: 'FORBIDDEN', message: problem });
  return next({ ctx });
});

/**
 * A confirmed account with the editor or the admin role, past the second step when it has
 * two-factor: edits and publishes the site's content, nothing else (decision 131).
 */
export const editorProcedure = authedProcedure.use(({ ctx, next }) => {
  const problem = editorAccessProblem(ctx);
  if (problem) throw new TRPCError({ code: 'FORBIDDEN', message: problem });
  return next({ ctx });
});
