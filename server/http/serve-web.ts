import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

/** Client-side routes that have no prerendered page but are real (200, not 404). */
const APP_ROUTES = [/^\/auth(\/.*)?$/, /^\/admin(\/.*)?$/];

/**
 * Serves the production build: hashed assets with long caching, each prerendered page at
 * its clean URL (/about -> about/index.html), and the app shell for client-side routes,
 * with a 404 status for unknown paths (the client renders the not-found page).
 */
export function serveBuiltWeb(app: Express, webDir: string) {
  const shellFile = ['app-shell.html', 'index.html'].map((f) => path.join(webDir, f)).find(existsSync);
  if (!shellFile) throw new Error(`No built web app in ${webDir}: run "npm run build" first.`);
  const prerendered = findPrerenderedPages(webDir);

  app.use(
    '/assets',
    express.static(path.join(webDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(express.static(webDir, { index: false, redirect: false, maxAge: '1h' }));

  app.get('/{*splat}', (req: Request, res: Response) => {
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const page = prerendered.get(pathname);
    res.setHeader('Cache-Control', 'no-cache');
    if (page) return res.sendFile(page);
    const known = APP_ROUTES.some((pattern) => pattern.test(pathname));
    res.status(known ? 200 : 404).sendFile(shellFile);
  });
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
