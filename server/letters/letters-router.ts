import { z } from 'zod';
import {
  currentTemplates,
  previewTemplate,
  saveTemplateVersion,
  templateHistory,
  TemplateRefused,
  type TemplateVersion,
} from '../../core/letters/message-templates';
import { locales } from '../../domain/locale';
import {
  LETTER_KINDS,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATE_LABELS,
  messageTemplateKeySchema,
  templateTextsSchema,
} from '../../domain/message-templates';
import { isoDate } from '../admissions/admin-schemas';
import { AppError } from '../errors/app-error';
import { adminProcedure, applicantProcedure, router } from '../trpc/init';
import { lettersOfApplicant } from './letter-records';

const textOutput = z.object({ subject: z.string(), heading: z.string(), body: z.string() });
const versionOutput = z.object({
  key: z.enum(MESSAGE_TEMPLATE_KEYS),
  label: z.string(),
  version: z.number(),
  texts: z.object({ en: textOutput, ar: textOutput }),
  savedBy: z.string().nullable(),
  savedAt: isoDate,
});

function versionView(version: TemplateVersion) {
  return {
    key: version.key,
    label: MESSAGE_TEMPLATE_LABELS[version.key],
    version: version.version,
    texts: version.texts,
    savedBy: version.createdBy,
    savedAt: version.createdAt,
  };
}

const filledOutput = z.union([
  z.object({ subject: z.string(), heading: z.string(), paragraphs: z.array(z.string()) }),
  z.object({ problem: z.string() }),
]);

/**
 * The dashboard's Letters screen (decision 133): the letters' and status e-mails' texts in both
 * languages, their versions, a preview with sample data, and saving a new version (audited).
 * Admins only, like every screen that shapes what applicants are sent; editors edit the site's
 * content, not these.
 */
export const adminLettersRouter = router({
  templates: router({
    list: adminProcedure
      .output(
        z.object({
          templates: z.array(versionOutput),
          fields: z.array(z.object({ name: z.enum(MERGE_FIELDS), label: z.string() })),
        }),
      )
      .query(async ({ ctx }) => ({
        templates: (await currentTemplates(ctx.db)).map(versionView),
        fields: MERGE_FIELDS.map((name) => ({ name, label: MERGE_FIELD_LABELS[name] })),
      })),

    history: adminProcedure
      .input(z.object({ key: messageTemplateKeySchema }))
      .output(z.array(versionOutput))
      .query(async ({ ctx, input }) => (await templateHistory(ctx.db, input.key)).map(versionView)),

    preview: adminProcedure
      .input(z.object({ texts: templateTextsSchema }))
      .output(z.object({ en: filledOutput, ar: filledOutput }))
      .mutation(({ input }) => previewTemplate(input.texts)),

    save: adminProcedure
      .input(z.object({ key: messageTemplateKeySchema, texts: templateTextsSchema }))
      .output(z.object({ version: z.number() }))
      .mutation(async ({ ctx, input }) => {
        try {
          return await saveTemplateVersion(ctx.db, input.key, input.texts, { actor: ctx.user, ip: ctx.ip });
        } catch (error) {
          if (error instanceof TemplateRefused) throw new AppError('BAD_REQUEST', error.message);
          throw error;
        }
      }),
  }),
});

/** A letter in the staff detail of its application (a pending one is still being rendered). */
export const staffLetterOutput = z.object({
  id: z.string(),
  kind: z.enum(LETTER_KINDS),
  language: z.enum(locales),
  state: z.enum(['pending', 'issued']),
  templateVersion: z.number(),
  sha256: z.string().nullable(),
  requestedAt: isoDate,
  issuedAt: isoDate.nullable(),
});

const applicantLetterOutput = z.object({
  id: z.string(),
  applicationId: z.string(),
  kind: z.enum(LETTER_KINDS),
  language: z.enum(locales),
  sha256: z.string().nullable(),
  issuedAt: isoDate.nullable(),
});

/** The applicant's letters: the issued ones of their own applications (downloads: letter-download.ts). */
export const applicantLettersRouter = router({
  list: applicantProcedure.output(z.array(applicantLetterOutput)).query(async ({ ctx }) =>
    (await lettersOfApplicant(ctx.db, ctx.applicant.email)).map((letter) => ({
      id: letter.id,
      applicationId: letter.applicationId,
      kind: letter.kind,
      language: letter.language,
      sha256: letter.sha256,
      issuedAt: letter.issuedAt,
    })),
  ),
});
