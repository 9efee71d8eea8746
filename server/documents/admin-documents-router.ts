import { z } from 'zod';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { REJECT_REASON_REQUIRED } from '../../domain/document-progress';
import { requestMissingDocuments, reviewDocument } from './document-review';
import { adminProcedure, router } from '../trpc/init';
import { isoDate, rejectReasonField } from '../admissions/admin-schemas';
import { checklistOutput } from './applicant-documents-router';

/** The checklist the applicant sees, each document with who reviewed it (server/documents/staff-checklist.ts). */
export const staffChecklistOutput = z.array(
  checklistOutput.element.extend({ review: z.object({ byEmail: z.string(), at: isoDate }).nullable() }),
);

const reviewDecision = z.enum(['accepted', 'rejected']);

const reviewInput = z
  .object({
    documentId: z.uuid(),
    decision: reviewDecision,
    reason: rejectReasonField.nullish(),
  })
  .refine((input) => input.decision === 'accepted' || Boolean(input.reason), {
    message: REJECT_REASON_REQUIRED,
    path: ['reason'],
  });

/**
 * Staff's side of an application's documents: accept or reject each one, and e-mail
 * the applicant what is still missing. The checklist itself comes with the application's detail;
 * the files are downloaded through GET /admin/documents/:documentId (server/http/document-download.ts).
 */
export const adminDocumentsRouter = router({
  /** CONFLICT for a document still being scanned or refused by the scanner; NOT_FOUND once replaced. */
  review: adminProcedure
    .input(reviewInput)
    .output(z.object({ applicationId: z.string(), item: z.string(), decision: reviewDecision }))
    .mutation(async ({ ctx, input }) => {
      const result = await reviewDocument(ctx.db, input, ctx.user, ctx.ip);
      ctx.logger.info({ documentId: input.documentId, decision: input.decision, by: ctx.user.id }, 'document reviewed');
      return result;
    }),

  /** CONFLICT when nothing required is missing, or the application is closed. */
  requestMissing: adminProcedure
    .input(z.object({ applicationId: z.uuid() }))
    .output(z.object({ items: z.array(z.enum(DOCUMENT_ITEM_KEYS)), emailQueued: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { items, outboxIds } = await requestMissingDocuments(ctx.db, input.applicationId, ctx.user, ctx.ip);
      ctx.logger.info({ applicationId: input.applicationId, items, by: ctx.user.id }, 'missing documents requested');
      await ctx.emailQueue.enqueue(outboxIds);
      return { items, emailQueued: outboxIds.length > 0 };
    }),
});
