import { z } from 'zod';
import { applicationDetail } from '../admissions/application-detail';
import { changeApplicationStatus } from '../admissions/change-application-status';
import { listApplications } from '../admissions/list-applications';
import { recordAudit } from '../../db/audit-log';
import { adminProcedure, router } from '../trpc/init';
import {
  applicationFiltersInput,
  cursorField,
  idInput,
  isoDate,
  pageOutput,
  statusField,
  statusNoteField,
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
    .query(async ({ ctx, input }) => {
      const detail = await applicationDetail(ctx.db, input.id);
      await recordAudit(ctx.db, { actor: ctx.user, action: 'submission.opened', subject: { type: 'application', id: input.id }, ip: ctx.ip });
      return detail;
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
