import { z } from 'zod';
import { currentStaleContentWarnings } from '../../core/content/stale-content';
import { CONTENT_KINDS } from '../../domain/site-content';
import { isoDate } from '../admissions/admin-schemas';
import { editorProcedure, router } from '../trpc/init';
import {
  contentOverview,
  listVersions,
  publishDraft,
  readDraft,
  readVersion,
  restoreVersion,
  saveDraft,
} from './content-documents';

const kindInput = z.object({ kind: z.enum(CONTENT_KINDS) });
const versionInput = kindInput.extend({ version: z.number().int().min(1).max(1_000_000) });
const published = z.object({ version: z.number().int(), releaseId: z.string() });

const draftState = z.object({
  kind: z.enum(CONTENT_KINDS),
  hasDraft: z.boolean(),
  draftUpdatedAt: isoDate.nullable(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: isoDate.nullable(),
});

/**
 * The site's content that staff edit and publish (decision 129): editors and admins, never
 * anyone else (decision 131). Bodies are validated by the kind's schema in domain/site-content.ts.
 */
export const contentRouter = router({
  overview: editorProcedure.output(z.array(draftState)).query(({ ctx }) => contentOverview(ctx.db)),

  draft: editorProcedure
    .input(kindInput)
    .output(draftState.extend({ body: z.unknown() }))
    .query(({ ctx, input }) => readDraft(ctx.db, input.kind)),

  saveDraft: editorProcedure
    .input(kindInput.extend({ body: z.unknown() }))
    .output(z.object({ updatedAt: isoDate }))
    .mutation(({ ctx, input }) => saveDraft(ctx.db, ctx.user, input.kind, input.body, ctx.ip)),

  publish: editorProcedure
    .input(kindInput)
    .output(published)
    .mutation(async ({ ctx, input }) => {
      const result = await publishDraft(ctx.db, ctx.user, input.kind, ctx.ip);
      await ctx.siteReleaseQueue?.enqueue([result.releaseId]);
      return result;
    }),

  versions: editorProcedure
    .input(kindInput)
    .output(
      z.array(
        z.object({
          version: z.number().int(),
          publishedAt: isoDate,
          publishedBy: z.string().nullable(),
          restoredFrom: z.number().int().nullable(),
        }),
      ),
    )
    .query(({ ctx, input }) => listVersions(ctx.db, input.kind)),

  version: editorProcedure
    .input(versionInput)
    .output(z.object({ body: z.unknown() }))
    .query(async ({ ctx, input }) => ({ body: await readVersion(ctx.db, input.kind, input.version) })),

  /** What is going out of date (domain/stale-content.ts): the dashboard warns until someone deals with it. */
  warnings: editorProcedure
    .output(z.array(z.object({ code: z.string(), message: z.string() })))
    .query(({ ctx }) => currentStaleContentWarnings(ctx.db)),

  restore: editorProcedure
    .input(versionInput)
    .output(published)
    .mutation(async ({ ctx, input }) => {
      const result = await restoreVersion(ctx.db, ctx.user, input.kind, input.version, ctx.ip);
      await ctx.siteReleaseQueue?.enqueue([result.releaseId]);
      return result;
    }),
});
