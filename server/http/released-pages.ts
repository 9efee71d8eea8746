import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';

/** How often a server looks for a newer live release: one indexed query. */
export const RELEASE_POLL_MS = 1_000;

export interface ReleasedPage {
  contentType: string;
  body: string;
}

/** The pages of the newest live release, which the server serves in place of the build's (decision 129). */
export interface ReleasedPages {
  get(pagePath: string): ReleasedPage | undefined;
  /** Loads the newest live release now, if it is newer than the one served. */
  refresh(): Promise<void>;
  stop(): void;
}

/** The build id the prerender wrote beside its renderer, or null for a build from before publishing existed. */
export function builtSiteId(distDir: string): string | null {
  const file = path.join(distDir, 'prerender/site-document.json');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { buildId?: string }).buildId ?? null;
}

/**
 * Follows the live releases: when a newer one goes live, reads all its pages in one statement
 * (one snapshot) and only then replaces the map, so every request sees either the old pages or
 * the new ones, never a mixture. Releases rendered for another build are never served: their
 * pages name that build's scripts. `transform` prepares each HTML page as the build's are.
 */
export function watchReleasedPages(
  db: Db,
  buildId: string | null,
  logger: Logger,
  transform: (html: string) => string,
  intervalMs = RELEASE_POLL_MS,
): ReleasedPages {
  let pages = new Map<string, ReleasedPage>();
  let servedId: string | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  async function load(): Promise<void> {
    if (!buildId) return;
    const { rows } = await sql<{ release_id: string; path: string; content_type: string; body: string }>`
      select p.release_id, p.path, p.content_type, p.body
      from site_release_pages p
      where p.release_id = (
        select id from site_releases
        where status = 'live' and build_id = ${buildId}
        order by live_at desc limit 1
      )
      and p.release_id is distinct from ${servedId}
    `.execute(db);
    // Nothing newer, or a release whose pages were cleared while we looked: keep what is served.
    if (rows.length === 0) return;
    const next = new Map<string, ReleasedPage>();
    for (const row of rows)
      next.set(row.path, {
        contentType: row.content_type,
        body: row.content_type.startsWith('text/html') ? transform(row.body) : row.body,
      });
    pages = next;
    servedId = rows[0]!.release_id;
    logger.info({ releaseId: servedId, pages: next.size }, 'serving a new release of the public pages');
  }

  const refresh = () => {
    inFlight ??= load()
      .catch((error: unknown) => logger.debug({ err: error }, 'could not read the live release; will retry'))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void refresh().finally(schedule), intervalMs);
    timer.unref();
  };
  void refresh().finally(schedule);

  return {
    get: (pagePath) => pages.get(pagePath),
    refresh,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
