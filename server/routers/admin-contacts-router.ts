import { z } from 'zod';
import { contactDetail } from '../admissions/contact-detail';
import { exportContactsCsv } from '../admissions/export-csv';
import { listContacts } from '../admissions/list-contacts';
import { adminProcedure, router } from '../trpc/init';
import { contactFiltersInput, csvOutput, cursorField, idInput, isoDate, pageOutput, submissionExtrasOutput } from './admin-schemas';

const listItem = z.object({
  id: z.string(),
  createdAt: isoDate,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  programmeInterest: z.string().nullable(),
  message: z.string(),
  isNew: z.boolean(),
  emailFailed: z.boolean(),
});

const detailOutput = listItem.omit({ isNew: true, emailFailed: true }).extend(submissionExtrasOutput);

export const adminContactsRouter = router({
  list: adminProcedure
    .input(contactFiltersInput.extend({ cursor: cursorField }))
    .output(pageOutput(listItem))
    .query(({ ctx, input }) => listContacts(ctx.db, input, input.cursor ?? null)),

  detail: adminProcedure
    .input(idInput)
    .output(detailOutput)
    .query(({ ctx, input }) => contactDetail(ctx.db, input.id)),

  exportCsv: adminProcedure
    .input(contactFiltersInput)
    .output(csvOutput)
    .query(async ({ ctx, input }) => {
      const csv = await exportContactsCsv(ctx.db, input);
      ctx.logger.info({ by: ctx.user.id, filters: input }, 'contact submissions exported');
      return { filename: `contact-submissions-${new Date().toISOString().slice(0, 10)}.csv`, csv };
    }),
});
