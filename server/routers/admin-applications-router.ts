import { z } from 'zod';
import { applicationDetail } from '../admissions/application-detail';
import { changeApplicationStatus } from '../admissions/change-application-status';
import { exportApplicationsCsv } from '../admissions/export-csv';
import { listApplications } from '../admissions/list-applications';
import { adminProcedure, router } from '../trpc/init';
import {
  applicationFiltersInput,
  csvOutput,
  cursorField,
  idInput,
  isoDate,
  pageOutput,
  statusField,
  submissionExtrasOutput,
} from './admin-schemas';

const listItem = z.object({
  id: z.string(),
  createdAt: isoDate,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  programme: z.string(),
  startDate: z.string(),
  status: z.string(),
  isNew: z.boolean(),
  emailFailed: z.boolean(),
});

const historyItem = z.object({
  id: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  changedByEmail: z.string(),
  note: z.string().nullable(),
  applicantEmailed: z.boolean(),
  changedAt: isoDate,
});

const detailOutput = z.object({
  id: z.string(),
  createdAt: isoDate,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  programme: z.string(),
  startDate: z.string(),
  previousInstitution: z.string().nullable(),
  qualifications: z.string().nullable(),
  englishLevel: z.string().nullable(),
  motivation: z.string().nullable(),
  status: z.string(),
  history: z.array(historyItem),
  ...submissionExtrasOutput,
});

export const adminApplicationsRouter = router({
  list: adminProcedure
    .input(applicationFiltersInput.extend({ cursor: cursorField }))
    .output(pageOutput(listItem))
    .query(({ ctx, input }) => listApplications(ctx.db, input, input.cursor ?? null)),

  detail: adminProcedure
    .input(idInput)
    .output(detailOutput)
    .query(({ ctx, input }) => applicationDetail(ctx.db, input.id)),

  setStatus: adminProcedure
    .input(
      z.object({
        id: z.uuid(),
        status: statusField,
        note: z
          .string()
          .trim()
          .max(2000, 'The note must be less than 2000 characters')
          .nullish()
          .transform((value) => value || null),
        emailApplicant: z.boolean().default(false),
      }),
    )
    .output(z.object({ changeId: z.string(), emailQueued: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { changeId, outboxIds } = await changeApplicationStatus(
        ctx.db,
        { applicationId: input.id, toStatus: input.status, note: input.note, emailApplicant: input.emailApplicant },
        ctx.user,
      );
      ctx.logger.info({ applicationId: input.id, status: input.status, by: ctx.user.id }, 'application status changed');
      await ctx.emailQueue.enqueue(outboxIds);
      return { changeId, emailQueued: outboxIds.length > 0 };
    }),

  exportCsv: adminProcedure
    .input(applicationFiltersInput)
    .output(csvOutput)
    .query(async ({ ctx, input }) => {
      const csv = await exportApplicationsCsv(ctx.db, input);
      ctx.logger.info({ by: ctx.user.id, filters: input }, 'applications exported');
      return { filename: `applications-${new Date().toISOString().slice(0, 10)}.csv`, csv };
    }),
});
