import { z } from 'zod';
import { listTeam, setAdminRole, setEditorRole } from './team';
import { endAllSessionsOf } from '../auth/session-list';
import { adminProcedure, router } from '../trpc/init';
import { adminInvitationsRouter } from './admin-invitations-router';
import { isoDate } from '../admissions/admin-schemas';

const member = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isEditor: z.boolean(),
  createdAt: isoDate,
  confirmedAt: isoDate,
});

export const adminTeamRouter = router({
  list: adminProcedure.output(z.array(member)).query(({ ctx }) => listTeam(ctx.db)),

  setAdmin: adminProcedure
    .input(z.object({ userId: z.uuid(), isAdmin: z.boolean() }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await setAdminRole(ctx.db, input.userId, input.isAdmin, ctx.user, ctx.ip);
      ctx.logger.info({ userId: input.userId, isAdmin: input.isAdmin, by: ctx.user.id }, 'admin role changed');
      return { ok: true as const };
    }),

  setEditor: adminProcedure
    .input(z.object({ userId: z.uuid(), isEditor: z.boolean() }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await setEditorRole(ctx.db, input.userId, input.isEditor, ctx.user, ctx.ip);
      ctx.logger.info({ userId: input.userId, isEditor: input.isEditor, by: ctx.user.id }, 'editor role changed');
      return { ok: true as const };
    }),

  /** Signs a staff member out everywhere (their own current session included, if it is the caller). */
  endSessions: adminProcedure
    .input(z.object({ userId: z.uuid() }))
    .output(z.object({ ended: z.number().int() }))
    .mutation(({ ctx, input }) =>
      endAllSessionsOf(
        ctx.db,
        { userId: ctx.user.id, email: ctx.user.email, sessionId: ctx.sessionId!, ip: ctx.ip },
        input.userId,
      ),
    ),

  invitations: adminInvitationsRouter,
});
