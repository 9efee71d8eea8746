import { z } from 'zod';
import { addNote } from './add-note';
import { markOpened } from './mark-opened';
import { submissionCounts } from './submission-counts';
import { adminProcedure } from '../trpc/init';
import { noteBodyField, noteOutput, submissionTypeField, tabCounts } from './admin-schemas';

/** The dashboard's procedures over both kinds of submission; the root router joins them under `admin`. */
export const admissionsProcedures = {
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
};
