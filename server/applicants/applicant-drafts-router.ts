import { z } from 'zod';
import { subjectEmailSchema } from '../../core/privacy/subject';
import { applicationDraftSchema } from '../../domain/application-draft';
import { APPLICATION_FORM_FIELDS } from '../../domain/public-form-fields';
import { readDraft, saveForLater, storeDraft } from './drafts';
import { limitAuthRequest, limitEmailLink } from '../security/auth-limits';
import { withResponseFloor } from '../security/response-floor';
import { applicantProcedure, publicProcedure } from '../trpc/init';
import { isoDate } from '../admissions/admin-schemas';

// The form's fields only, as text: what the database lets a draft hold (migration 0015).
const draftOutput = z
  .object({
    values: z.partialRecord(z.enum(APPLICATION_FORM_FIELDS), z.string()),
    step: z.number(),
    updatedAt: isoDate,
  })
  .nullable();

/**
 * The application draft (docs/decisions/115-application-drafts.md): parked by anyone with "save
 * and finish later", then read and autosaved by the applicant signed in with the e-mailed link.
 * Spread into the applicant router, so the procedures are `applicant.saveForLater` and so on.
 */
export const applicantDraftProcedures = {
  /** Answers the same for every address: each gets a draft (an existing one kept unless signed in as it) and the link. Limited like requestLink. */
  saveForLater: publicProcedure
    .input(applicationDraftSchema.extend({ email: subjectEmailSchema }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await limitAuthRequest(ctx.limiters, ctx.ip);
      await limitEmailLink(ctx.limiters, 'applicant', input.email);
      const { email, ...draft } = input;
      await withResponseFloor(ctx, () => saveForLater(ctx.db, email, draft, ctx.applicant?.email ?? null));
      return { ok: true as const };
    }),

  draft: applicantProcedure.output(draftOutput).query(({ ctx }) => readDraft(ctx.db, ctx.applicant.email)),

  /** The form's autosave while the applicant is signed in. */
  saveDraft: applicantProcedure
    .input(applicationDraftSchema)
    .output(z.object({ updatedAt: isoDate }))
    .mutation(({ ctx, input }) => storeDraft(ctx.db, ctx.applicant.email, input)),
};
