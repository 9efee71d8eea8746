import { z } from 'zod';
import { addNote } from '../admissions/add-note';
import { markOpened } from '../admissions/mark-opened';
import { submissionCounts } from '../admissions/submission-counts';
import { adminProcedure, router } from '../trpc/init';
import { adminApplicationsRouter } from './admin-applications-router';
import { adminContactsRouter } from './admin-contacts-router';
import { noteBodyField, noteOutput, submissionTypeField, tabCounts } from './admin-schemas';
import { adminPrivacyRouter } from './admin-privacy-router';
import { adminTeamRouter } from './admin-team-router';

/** Everything the dashboard reads or changes; every procedure is admin-only on the server. */
export const adminRouter = router({
  counts: adminProcedure
    .output(z.object({ applications: tabCounts, contacts: tabCounts }))
    .query(({ ctx }) => submissionCounts(ctx.db)),

  markOpened: adminProcedure
    .input(z.object({ type: submissionTypeField, id: z.uuid() }))
    .output(z.object({ ok: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({ ok: await markOpened(ctx.db, input.type, input.id, ctx.user, ctx.ip) })),

  addNote: adminProcedure
    .input(
      z.object({
        type: submissionTypeField,
        id: z.uuid(),
        body: noteBodyField,
      }),
    )
    .output(noteOutput)
    .mutation(({ ctx, input }) => addNote(ctx.db, input.type, input.id, input.body, ctx.user, ctx.ip)),

  applications: adminApplicationsRouter,
  contacts: adminContactsRouter,
  team: adminTeamRouter,
  privacy: adminPrivacyRouter,
});
