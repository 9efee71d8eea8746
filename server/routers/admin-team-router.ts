import { z } from 'zod';
import { listTeam, setAdminRole } from '../admissions/team';
import { adminProcedure, router } from '../trpc/init';
import { isoDate } from './admin-schemas';

const member = z.object({ id: z.string(), email: z.string(), isAdmin: z.boolean(), createdAt: isoDate, confirmedAt: isoDate });

export const adminTeamRouter = router({
  list: adminProcedure.output(z.array(member)).query(({ ctx }) => listTeam(ctx.db)),

  setAdmin: adminProcedure
    .input(z.object({ userId: z.uuid(), isAdmin: z.boolean() }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await setAdminRole(ctx.db, input.userId, input.isAdmin);
      ctx.logger.info({ userId: input.userId, isAdmin: input.isAdmin, by: ctx.user.id }, 'admin role changed');
      return { ok: true as const };
    }),
});
