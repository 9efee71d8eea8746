import { z } from 'zod';
import { camelCase } from '../../db/column-case';
import { applicationFormSchema } from '../../domain/application-form';
import { applicationKind } from '../admissions/application-kind';
import { changeApplicationStatus } from '../admissions/change-application-status';
import { statusHistory } from '../admissions/status-history';
import { adminProcedure, router } from '../trpc/init';
import { applicationFiltersInput, isoDate, statusField, statusNoteField } from './admin-schemas';
import { storedFieldsOutput, submissionOutputs, submissionProcedures } from './submission-procedures';

const historyItem = z.object({
  id: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  changedByEmail: z.string(),
  note: z.string().nullable(),
  applicantEmailed: z.boolean(),
  changedAt: isoDate,
});

const outputs = submissionOutputs(
  { ...storedFieldsOutput(applicationFormSchema), status: z.string() },
  { list: applicationKind.listColumns.map(camelCase), detail: applicationKind.detailColumns.map(camelCase) },
  { history: z.array(historyItem) },
);

export const adminApplicationsRouter = router({
  ...submissionProcedures(applicationKind, {
    filters: applicationFiltersInput,
    ...outputs,
    moreDetail: async (db, id) => ({ history: await statusHistory(db, id) }),
  }),

  setStatus: adminProcedure
    .input(
      z.object({
        id: z.uuid(),
        status: statusField,
        note: statusNoteField,
        emailApplicant: z.boolean().default(false),
      }),
    )
    .output(z.object({ changeId: z.string(), emailQueued: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { changeId, outboxIds } = await changeApplicationStatus(
        ctx.db,
        { applicationId: input.id, toStatus: input.status, note: input.note, emailApplicant: input.emailApplicant },
        ctx.user,
        ctx.ip,
      );
      ctx.logger.info({ applicationId: input.id, status: input.status, by: ctx.user.id }, 'application status changed');
      await ctx.emailQueue.enqueue(outboxIds);
      return { changeId, emailQueued: outboxIds.length > 0 };
    }),
});
