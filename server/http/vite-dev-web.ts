import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import { publishedContent, seedSiteContent } from '../../core/content/site-releases';
import type { Db } from '../../db/client';
import type { SiteContent } from '../../domain/site-content';
import { localeOfPath } from '../../domain/locale';
import type { RetentionPeriods } from '../../domain/retention-periods';
import { pageFor } from './page-for';
import { servingFiles } from './request-logging';
import { withRetentionPeriods } from './serve-web';

/** What the dev server needs of web/src/entry-prerender.tsx, loaded through Vite. */
interface PrerenderEntry {
  notFoundPathFor(requestedPath: string): string;
  isPublicPage(path: string): boolean;
  renderPage(
    path: string,
    content?: SiteContent | null,
  ): Promise<{ html: string; headTags: string; locale: 'en' | 'ar' }>;
  defaultSiteContent(): SiteContent;
  renderShellHead(locale?: 'en' | 'ar'): string;
  fillDocument(template: string, head: string, body: string, locale?: 'en' | 'ar'): string;
}

/**
 * `make dev` (SERVE_WEB=vite): Vite serves the modules with hot reload, and each public page
 * is rendered on request by the same code the build prerenders with, so its islands hydrate
 * as in production (docs/decisions/077-islands.md). /auth, /admin and the applicant's space get
 * the app's shell, in Arabic, right to left, for /ar/applicant. The pages show what staff last
 * published, read on each request (decision 129): there is no build for the worker to render
 * releases with, so the first versions are seeded here from the code's content.
 */
export async function serveViteDevWeb(app: Express, retention: RetentionPeriods, db: Db): Promise<void> {
  const { createServer } = await import('vite');
  const webRoot = path.resolve(process.cwd(), 'web');
  const vite = await createServer({
    configFile: path.resolve(process.cwd(), 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  app.use(servingFiles(vite.middlewares));
  let seeded: Promise<unknown> | undefined;
  app.get('/{*splat}', async (req, res, next) => {
    try {
      const entry = (await vite.ssrLoadModule('/src/entry-prerender.tsx')) as PrerenderEntry;
      const { path: pagePath, kind } = pageFor(req.path, (candidate) => entry.isPublicPage(candidate));
      const appShell = kind === 'private';
      const template = await vite.transformIndexHtml(
        req.originalUrl,
        await readFile(path.join(webRoot, appShell ? 'staff.html' : 'index.html'), 'utf8'),
      );
      res.type('html');
      if (appShell)
        return res.send(
          withRetentionPeriods(
            entry.fillDocument(template, entry.renderShellHead(localeOfPath(pagePath)), '', localeOfPath(pagePath)),
            retention,
          ),
        );
      const known = kind === 'public';
      const defaults = entry.defaultSiteContent();
      // Tried again on the next request if the database was not there.
      seeded ??= seedSiteContent(db, defaults).catch((error: unknown) => {
        seeded = undefined;
        throw error;
      });
      await seeded;
      const content = { ...defaults, ...(await publishedContent(db)) };
      const page = await entry.renderPage(known ? pagePath : entry.notFoundPathFor(pagePath), content);
      res
        .status(known ? 200 : 404)
        .send(withRetentionPeriods(entry.fillDocument(template, page.headTags, page.html, page.locale), retention));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}
