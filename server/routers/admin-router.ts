import { z } from 'zod';
import { addNote } from '../admissions/add-note';
import { markOpened } from '../admissions/mark-opened';
import { submissionCounts } from '../admissions/submission-counts';
import { adminProcedure, router } from '../trpc/init';
import { adminApplicationsRouter } from './admin-applications-router';
import { adminContactsRouter } from './admin-contacts-router';
import { noteOutput, submissionTypeField, tabCounts } from './admin-schemas';
import { adminTeamRouter } from './admin-team-router';

/** Everything the dashboard reads or changes; every procedure is admin-only on the server. */
export const adminRouter = router({
  counts: adminProcedure
    .output(z.object({ applications: tabCounts, contacts: tabCounts }))
    .query(({ ctx }) => submissionCounts(ctx.db)),

  markOpened: adminProcedure
    .input(z.object({ type: submissionTypeField, id: z.uuid() }))
    .output(z.object({ ok: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({ ok: await markOpened(ctx.db, input.type, input.id, ctx.user.id) })),

  addNote: adminProcedure
    .input(
      z.object({
        type: submissionTypeField,
        id: z.uuid(),
        body: z.string().trim().min(1, 'The note is empty').max(5000, 'The note must be less than 5000 characters'),
      }),
    )
    .output(noteOutput)
    .mutation(({ ctx, input }) => addNote(ctx.db, input.type, input.id, input.body, ctx.user)),

  applications: adminApplicationsRouter,
  contacts: adminContactsRouter,
  team: adminTeamRouter,
});
