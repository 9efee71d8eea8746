import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { localeOfPath, type Locale } from '../../domain/locale';
import { m } from '@i18n/messages';
import {
  periodInUnits,
  RETENTION_KINDS,
  RETENTION_SCRIPT_ID,
  type RetentionPeriods,
} from '../../domain/retention-periods';
import { pageFor } from './page-for';
import type { ReleasedPages } from './released-pages';
import { servingFiles } from './request-logging';

/**
 * Serves the production build: hashed assets with long caching, each prerendered page at
 * its clean URL (/about -> about/index.html), the app shell for client-side routes, and the
 * prerendered not-found page (404.html) with status 404 for every other path.
 */
export function serveBuiltWeb(
  app: Express,
  webDir: string,
  retention: RetentionPeriods,
  /** The pages staff last published (decision 129), served in place of the build's. */
  released: ReleasedPages | null = null,
) {
  const shellFile = ['app-shell.html', 'index.html'].map((f) => path.join(webDir, f)).find(existsSync);
  if (!shellFile) throw new Error(`No built web app in ${webDir}: run "npm run build" first.`);
  // Read once: every page carries this server's retention periods (see withRetentionPeriods).
  const shell = withRetentionPeriods(readFileSync(shellFile, 'utf8'), retention);
  // The same app, its shell saying Arabic, right to left, for the applicant's space under /ar.
  const arabicShellFile = path.join(webDir, 'ar/app-shell.html');
  const shells: Record<Locale, string> = {
    en: shell,
    ar: existsSync(arabicShellFile) ? withRetentionPeriods(readFileSync(arabicShellFile, 'utf8'), retention) : shell,
  };
  // A build from before 404.html existed: the shell, and the client renders the not-found page.
  const notFoundPage = (file: string) =>
    existsSync(file) ? withRetentionPeriods(readFileSync(file, 'utf8'), retention) : null;
  const englishNotFound = notFoundPage(path.join(webDir, '404.html')) ?? shell;
  const notFound: Record<Locale, string> = {
    en: englishNotFound,
    ar: notFoundPage(path.join(webDir, 'ar/404.html')) ?? englishNotFound,
  };
  const prerendered = new Map(
    [...findPrerenderedPages(webDir)].map(([url, file]) => [
      url,
      withRetentionPeriods(readFileSync(file, 'utf8'), retention),
    ]),
  );

  app.use(
    '/assets',
    servingFiles(
      express.static(path.join(webDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    ),
  );
  // HTML only ever goes out through the handler below: at its clean URL, with this server's
  // retention periods, and /404.html or /about/index.html as the unknown paths they are.
  const staticFiles = servingFiles(express.static(webDir, { index: false, redirect: false, maxAge: '1h' }));
  app.get('/sitemap.xml', (_req, res, next) => {
    const page = released?.get('/sitemap.xml');
    if (!page) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type(page.contentType).send(page.body);
  });
  app.use((req, res, next) => (req.path.endsWith('.html') ? next() : staticFiles(req, res, next)));

  app.get('/{*splat}', (req: Request, res: Response) => {
    const { path: pagePath, kind } = pageFor(req.path, (candidate) => prerendered.has(candidate));
    // Staff pages are never stored (security-headers.ts); public pages are revalidated.
    res.setHeader('Cache-Control', kind === 'private' ? 'no-store' : 'no-cache');
    res.type('html');
    if (kind === 'private') return res.send(shells[localeOfPath(pagePath)]);
    if (kind === 'public') return res.send(released?.get(pagePath)?.body ?? prerendered.get(pagePath));
    res.status(404).send(notFound[localeOfPath(pagePath)]);
  });
}

/**
 * The privacy notice is prerendered with the default periods inside `data-retention` spans;
 * this fills in the periods this server is configured with, so the notice and the retention job
 * agree without a rebuild, and adds them as inline JSON for any script in the page that needs them.
 * A page in Arabic (`<html lang="ar">`, the pages under /ar) says them in Arabic, with the same
 * catalogue message the page was prerendered with.
 */
export function withRetentionPeriods(html: string, retention: RetentionPeriods): string {
  const locale = /<html[^>]*\slang="ar"/.test(html) ? 'ar' : 'en';
  const filled = html.replace(/<span data-retention="(\w+)">[^<]*<\/span>/g, (whole, kind: string) =>
    (RETENTION_KINDS as readonly string[]).includes(kind)
      ? `<span data-retention="${kind}">${m.privacy_retention_period(periodInUnits(retention[kind as keyof RetentionPeriods]), { locale })}</span>`
      : whole,
  );
  const data = `<script id="${RETENTION_SCRIPT_ID}" type="application/json">${JSON.stringify(retention)}</script>`;
  return filled.replace('</head>', `${data}</head>`);
}

/** Maps each clean URL to its prerendered index.html, read once at start-up. */
function findPrerenderedPages(webDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (entry === 'assets') continue;
      if (statSync(full).isDirectory()) walk(full, `${urlPath}/${entry}`);
      else if (entry === 'index.html') pages.set(urlPath || '/', full);
    }
  };
  walk(webDir, '');
  return pages;
}
