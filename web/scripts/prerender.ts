/**
 * Build step after `vite build` and the SSR build: writes one static HTML file per public
 * route (content, title, description, canonical, Open Graph, page-chunk preloads), the
 * not-found page (404.html), the SPA shell for client-only routes, sitemap.xml and robots.txt.
 * See docs/decisions (030, 078).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { site } from '../../domain/site';
import type * as PrerenderEntry from '../src/entry-prerender';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type PrerenderModule = typeof PrerenderEntry;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webOut = path.join(repoRoot, 'dist/web');
const serverEntry = path.join(repoRoot, 'dist/prerender/entry-prerender.js');

/** The file-name rule of web/src/pages: '/' -> home-page, '/courses/a-level' -> a-level-page. */
export function pageSourceForPath(routePath: string): string {
  const name = routePath === '/' ? 'home' : routePath.split('/').filter(Boolean).at(-1);
  return `src/pages/${name}-page.tsx`;
}

const NOT_FOUND_PAGE_SOURCE = 'src/pages/not-found-page.tsx';

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function fill(template: string, head: string, body: string, routePath?: string): string {
  const rootOpen = routePath ? `<div id="root" data-prerendered-path="${escapeAttribute(routePath)}">` : '<div id="root">';
  return template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `${rootOpen}${body}</div>`);
}

async function main(): Promise<void> {
  const template = await readFile(path.join(webOut, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) throw new Error('dist/web/index.html is not the unrendered template (run vite build first)');
  const manifest = JSON.parse(await readFile(path.join(webOut, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const entryClosure = staticClosure(manifest, entryKey);
  const render = (await import(pathToFileURL(serverEntry).href)) as PrerenderModule;

  // The shell for /auth and /admin: rendered in the browser only.
  await writeFile(path.join(webOut, 'app-shell.html'), fill(template, render.renderShellHead(), ''));

  const preloadsFor = (pageKey: string): string[] =>
    [...staticClosure(manifest, pageKey)]
      .filter((key) => !entryClosure.has(key))
      .flatMap((key) => {
        const chunk = manifest[key]!;
        return [
          `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
          ...(chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
        ];
      });
  const writePage = async (file: string, renderPath: string, pageKey: string, prerenderedPath: string) => {
    if (!manifest[pageKey]) throw new Error(`No chunk for ${renderPath} (expected ${pageKey})`);
    const { html, headTags } = await render.renderPage(renderPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fill(template, [headTags, ...preloadsFor(pageKey)].join('\n    '), html, prerenderedPath));
  };

  for (const route of render.publicRoutes) {
    const file = route.path === '/' ? path.join(webOut, 'index.html') : path.join(webOut, route.path, 'index.html');
    await writePage(file, route.path, pageSourceForPath(route.path), route.path);
  }

  // The not-found page, which the server sends with status 404 for every path without a route.
  if (!render.isPrerenderedFor(render.NOT_FOUND_MARK, render.notFoundRenderPath)) {
    throw new Error(`${render.notFoundRenderPath} has a route; choose another path to render the not-found page at`);
  }
  await writePage(path.join(webOut, '404.html'), render.notFoundRenderPath, NOT_FOUND_PAGE_SOURCE, render.NOT_FOUND_MARK);

  const urls = render.publicRoutes.map((route) => `  <url><loc>${site.siteUrl}${route.path === '/' ? '/' : route.path}</loc></url>`);
  await writeFile(
    path.join(webOut, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(webOut, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
  );
  console.log(`Prerendered ${render.publicRoutes.length} pages, 404.html, app-shell.html, sitemap.xml and robots.txt into dist/web`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
