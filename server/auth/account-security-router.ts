import { z } from 'zod';
import { clearSessionCookie } from './session-cookie';
import { sessionPolicy } from './sessions';
import { endOtherSessions, endOwnSession, listSessions, type SessionActor } from './session-list';
import { router, verifiedProcedure } from '../trpc/init';
import type { Context } from '../trpc/context';

const listedSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  current: z.boolean(),
});

function actorOf(ctx: Context & { user: NonNullable<Context['user']> }): SessionActor {
  return { userId: ctx.user.id, email: ctx.user.email, sessionId: ctx.sessionId!, ip: ctx.ip };
}

/** The "Security" panel: one's own sessions, for any signed-in staff member. */
export const accountSecurityRouter = router({
  sessions: verifiedProcedure
    .output(z.array(listedSession))
    .query(({ ctx }) => listSessions(ctx.db, ctx.user, ctx.sessionId!, sessionPolicy(ctx.config))),

  endSession: verifiedProcedure
    .input(z.object({ id: z.uuid('That session does not exist.') }))
    .output(z.object({ endedCurrent: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const result = await endOwnSession(ctx.db, actorOf(ctx), input.id);
      if (result.endedCurrent) clearSessionCookie(ctx.res, ctx.config);
      return result;
    }),

  endOtherSessions: verifiedProcedure
    .output(z.object({ ended: z.number().int() }))
    .mutation(({ ctx }) => endOtherSessions(ctx.db, actorOf(ctx))),
});
