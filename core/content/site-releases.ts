import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import type { Transaction } from 'kysely';
import { CONTENT_KINDS, CONTENT_SCHEMAS, type ContentKind, type SiteContent } from '../../domain/site-content';

/**
 * The outbox of publishing (decision 129): a publication inserts a pending release in its own
 * transaction and announces it on this channel; the worker renders the release's pages and swaps
 * them in. Whatever the announcement misses, the worker's periodic pass finds.
 */
export const SITE_RELEASE_CHANNEL = 'site_releases';
export const SITE_RELEASE_QUEUE_NAME = 'site-release';
export const SITE_RELEASE_JOB_NAME = 'render-site-release';

/** The jobs of pending releases: the job id is the release id, so a repeat enqueue is a no-op. */
export function siteReleaseJobs(ids: readonly string[]) {
  return ids.map((releaseId) => ({
    name: SITE_RELEASE_JOB_NAME,
    data: { releaseId },
    opts: {
      jobId: releaseId,
      attempts: 5,
      backoff: { type: 'exponential' as const, delay: 1_000 },
      removeOnComplete: 1_000,
      removeOnFail: 1_000,
    },
  }));
}

export async function queueSiteRelease(trx: Transaction<Database>, kinds: readonly ContentKind[]): Promise<string> {
  const release = await trx
    .insertInto('site_releases')
    .values({ kinds: [...kinds] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${SITE_RELEASE_CHANNEL}, ${release.id})`.execute(trx);
  return release.id;
}

/** The newest published version of each kind; a kind nobody has published is missing. */
export async function publishedContent(db: Db | Transaction<Database>): Promise<Partial<SiteContent>> {
  const rows = await db
    .selectFrom('content_versions')
    .distinctOn('kind')
    .select(['kind', 'body'])
    .orderBy('kind')
    .orderBy('version', 'desc')
    .execute();
  const content: Partial<SiteContent> = {};
  for (const row of rows) {
    const parsed = CONTENT_SCHEMAS[row.kind].safeParse(row.body);
    if (parsed.success) (content as Record<string, unknown>)[row.kind] = parsed.data;
  }
  return content;
}

/**
 * Seeds the first published version of each kind nobody has published yet, from the content the
 * code writes (decision 129), so the site reads the same until someone publishes. Its pages are
 * already the build's, so no release is needed. Safe to run from several processes at once.
 */
export async function seedSiteContent(db: Db, defaults: SiteContent): Promise<ContentKind[]> {
  const seeded: ContentKind[] = [];
  for (const kind of CONTENT_KINDS) {
    const inserted = await db
      .insertInto('content_versions')
      .values({ kind, version: 1, body: JSON.stringify(CONTENT_SCHEMAS[kind].parse(defaults[kind])) })
      .onConflict((oc) => oc.columns(['kind', 'version']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) seeded.push(kind);
  }
  return seeded;
}
