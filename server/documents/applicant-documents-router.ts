import { z } from 'zod';
import { DOCUMENT_ITEM_KEYS, DOCUMENT_STATES } from '../../domain/document-checklist';
import { applicationChecklist, ownApplication } from './document-views';
import { removeApplicantDocument } from './remove-document';
import { uploadMessages } from './upload-messages';
import { AppError } from '../errors/app-error';
import { applicantProcedure, router } from '../trpc/init';
import { isoDate } from '../admissions/admin-schemas';

const applicationInput = z.object({ applicationId: z.uuid() });

export const checklistOutput = z.array(
  z.object({
    key: z.enum(DOCUMENT_ITEM_KEYS),
    label: z.string(),
    hint: z.string(),
    required: z.boolean(),
    state: z.enum(DOCUMENT_STATES),
    document: z
      .object({
        id: z.string(),
        originalName: z.string(),
        mimeType: z.string(),
        sizeBytes: z.number(),
        uploadedAt: isoDate,
        rejectReason: z.string().nullable(),
        notScanned: z.boolean(),
      })
      .nullable(),
  }),
);

/** The applicant's documents for one of their applications (sent through the upload endpoint, server/documents). */
export const applicantDocumentsRouter = router({
  checklist: applicantProcedure
    .input(applicationInput)
    .output(checklistOutput)
    .query(async ({ ctx, input }) => {
      const application = await ownApplication(ctx.db, ctx.applicant.email, input.applicationId);
      if (!application) throw new AppError('NOT_FOUND', uploadMessages.notFound);
      return applicationChecklist(ctx.db, application);
    }),

  remove: applicantProcedure
    .input(applicationInput.extend({ item: z.enum(DOCUMENT_ITEM_KEYS) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeApplicantDocument(ctx.db, ctx.storage, ctx.applicant, input, ctx.ip);
      return { ok: true as const };
    }),
});
