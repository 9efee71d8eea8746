import { sql } from 'kysely';
import { publishedContent } from '../../core/content/site-releases';
import type { Db } from '../../db/client';
import { localizedPath, locales } from '../../domain/locale';
import { CONTENT_KINDS, CONTENT_PAGES, type ContentKind } from '../../domain/site-content';
import type { SiteRenderer } from './site-renderer';

export const SITEMAP_PATH = '/sitemap.xml';

export interface RenderReleaseHooks {
  /** Runs after every page is rendered and stored, before the swap (the crash test stops the process here). */
  afterRender?: () => Promise<void>;
}

export type RenderOutcome = { state: 'live'; pages: number } | { state: 'not-pending' };

/**
 * Publishes a release (decision 129): renders the pages its kinds of content appear on, in both
 * languages, with what is published now, and the sitemap, into the release's own rows; then, in
 * one transaction, adds the previous live release's other pages and makes this release live.
 * Until that commit the server keeps serving the previous pages, so a crash at any step leaves
 * the old site whole, and the release pending for the next attempt, which starts afresh.
 */
export async function renderRelease(
  db: Db,
  renderer: SiteRenderer,
  releaseId: string,
  hooks: RenderReleaseHooks = {},
): Promise<RenderOutcome> {
  const release = await db
    .selectFrom('site_releases')
    .select(['kinds', 'status'])
    .where('id', '=', releaseId)
    .executeTakeFirst();
  if (!release || release.status !== 'pending') return { state: 'not-pending' };
  const previous = await newestLiveRelease(db, renderer.buildId);
  // Pages rendered against another build name that build's scripts: render every kind again.
  const kinds: readonly ContentKind[] = previous ? release.kinds : CONTENT_KINDS;
  const content = { ...renderer.defaultSiteContent(), ...(await publishedContent(db)) };
  const paths = [...new Set(kinds.flatMap((kind) => CONTENT_PAGES[kind]))].flatMap((page) =>
    locales.map((locale) => localizedPath(page, locale)),
  );

  const pages: { path: string; content_type: string; body: string }[] = [];
  for (const pagePath of paths)
    pages.push({
      path: pagePath,
      content_type: 'text/html; charset=utf-8',
      body: await renderer.renderDocument(pagePath, content),
    });
  pages.push({ path: SITEMAP_PATH, content_type: 'application/xml; charset=utf-8', body: renderer.renderSitemap() });

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('site_release_pages').where('release_id', '=', releaseId).execute();
    await trx
      .insertInto('site_release_pages')
      .values(pages.map((page) => ({ release_id: releaseId, ...page })))
      .execute();
    await trx
      .updateTable('site_releases')
      .set({ attempts: sql<number>`attempts + 1`, build_id: renderer.buildId })
      .where('id', '=', releaseId)
      .execute();
  });

  await hooks.afterRender?.();

  await db.transaction().execute(async (trx) => {
    // One swap at a time across workers: each carries over the pages of the release live at its swap.
    await sql`select pg_advisory_xact_lock(hashtext('site-release-swap'))`.execute(trx);
    const current = await newestLiveRelease(trx, renderer.buildId);
    if (current) {
      await sql`
        insert into site_release_pages (release_id, path, content_type, body)
        select ${releaseId}, path, content_type, body from site_release_pages
        where release_id = ${current.id}
          and path not in (select path from site_release_pages where release_id = ${releaseId})
      `.execute(trx);
    }
    await trx
      .updateTable('site_releases')
      .set({ status: 'live', live_at: new Date(), last_error: null })
      .where('id', '=', releaseId)
      .where('status', '=', 'pending')
      .execute();
    // Only this release and the one before it (which a server may still be loading) keep their pages.
    const keep = current ? [releaseId, current.id] : [releaseId];
    await trx
      .deleteFrom('site_release_pages')
      .where('release_id', 'in', (eb) =>
        eb.selectFrom('site_releases').select('id').where('status', '=', 'live').where('id', 'not in', keep),
      )
      .execute();
  });
  return { state: 'live', pages: pages.length };
}

async function newestLiveRelease(db: Pick<Db, 'selectFrom'>, buildId: string) {
  return db
    .selectFrom('site_releases')
    .select('id')
    .where('status', '=', 'live')
    .where('build_id', '=', buildId)
    .orderBy('live_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
