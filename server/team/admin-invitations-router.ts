import { z } from 'zod';
import { authFormSchema } from '../../domain/auth-form';
import { staffRoleField } from '../../domain/staff-roles';
import { createInvitation, listInvitations, resendInvitation, revokeInvitation } from '../auth/invitations';
import { adminProcedure, router } from '../trpc/init';
import { isoDate } from '../admissions/admin-schemas';

const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleField,
  createdAt: isoDate,
  expiresAt: isoDate.nullable(),
});
const okOutput = z.object({ ok: z.literal(true) });
const byId = z.object({ id: z.uuid('Invalid invitation') });

/** Invitations to the staff area (Team tab); admin-only like everything under admin. */
export const adminInvitationsRouter = router({
  list: adminProcedure.output(z.array(invitation)).query(({ ctx }) => listInvitations(ctx.db)),

  create: adminProcedure
    .input(z.object({ email: authFormSchema.shape.email, role: staffRoleField }))
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { id, outboxIds } = await createInvitation(ctx.db, ctx.user, input.email, input.role, ctx.ip);
      await ctx.emailQueue.enqueue(outboxIds);
      return { id };
    }),

  resend: adminProcedure
    .input(byId)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      const { outboxIds } = await resendInvitation(ctx.db, ctx.user, input.id, ctx.ip);
      await ctx.emailQueue.enqueue(outboxIds);
      return { ok: true as const };
    }),

  revoke: adminProcedure
    .input(byId)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.db, ctx.user, input.id, ctx.ip);
      return { ok: true as const };
    }),
});
