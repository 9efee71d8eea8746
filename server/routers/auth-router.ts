import { z } from 'zod';
import { publicProcedure, router } from '../trpc/init';

const meOutput = z.object({ id: z.string(), email: z.string(), isAdmin: z.boolean() }).nullable();

/** Accounts and sessions. (Foundation: only `me`; the staff-side work adds the flows.) */
export const authRouter = router({
  me: publicProcedure.output(meOutput).query(({ ctx }) =>
    ctx.user ? { id: ctx.user.id, email: ctx.user.email, isAdmin: ctx.user.isAdmin && ctx.user.emailConfirmed } : null,
  ),
});
