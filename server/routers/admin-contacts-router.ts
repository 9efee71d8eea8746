import { z } from 'zod';
import { contactDetail } from '../admissions/contact-detail';
import { listContacts } from '../admissions/list-contacts';
import { recordAudit } from '../../db/audit-log';
import { adminProcedure, router } from '../trpc/init';
import { contactFiltersInput, cursorField, idInput, isoDate, pageOutput, submissionExtrasOutput } from './admin-schemas';

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
    .query(async ({ ctx, input }) => {
      const detail = await contactDetail(ctx.db, input.id);
      await recordAudit(ctx.db, { actor: ctx.user, action: 'submission.opened', subject: { type: 'contact', id: input.id }, ip: ctx.ip });
      return detail;
    }),
});
