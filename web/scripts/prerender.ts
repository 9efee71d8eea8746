/**
 * Build step after `vite build` and the SSR build: writes one static HTML file per public
 * route (content, title, description, canonical, Open Graph, preloads for the islands that
 * hydrate with the page), the not-found page (404.html), the app's shell for /auth, /admin and
 * the applicant's space (ar/app-shell.html for /ar/applicant), sitemap.xml and robots.txt.
 * See docs/decisions (013, 030, 077).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localizedPath, locales } from '../../domain/locale';
import { site } from '../../domain/site';
import type * as PrerenderEntry from '../src/entry-prerender';
import type { DocumentParts } from '../src/entry-prerender';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type PrerenderModule = typeof PrerenderEntry;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webOut = path.join(repoRoot, 'dist/web');
const serverEntry = path.join(repoRoot, 'dist/prerender/entry-prerender.js');

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function readTemplate(file: string): Promise<string> {
  const template = await readFile(path.join(webOut, file), 'utf8');
  if (!template.includes('<!--app-html-->'))
    throw new Error(`dist/web/${file} is not the unrendered template (run vite build first)`);
  return template;
}

/**
 * The public template with its stylesheet inlined: about 10 KB gzipped, so a first visit
 * paints from the HTML alone instead of waiting a round trip for a render-blocking file
 * (visitors on slow phones abroad). The staff shell keeps the cached file.
 */
async function withInlineStylesheet(template: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(template);
  if (!link) throw new Error('dist/web/index.html links no stylesheet');
  const css = await readFile(path.join(webOut, link[1]!), 'utf8');
  return template.replace(link[0], () => `<style>${css}</style>`);
}

async function main(): Promise<void> {
  const template = await withInlineStylesheet(await readTemplate('index.html'));
  const staffTemplate = await readTemplate('staff.html');
  const manifest = JSON.parse(await readFile(path.join(webOut, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest['index.html']) throw new Error('No index.html entry in the Vite manifest');
  const entryClosure = staticClosure(manifest, 'index.html');
  const render = (await import(pathToFileURL(serverEntry).href)) as PrerenderModule;

  const fontPreloads = arabicFontPreloads(template);

  // The shell for /auth, /admin and /applicant: the app, rendered in the browser only. The
  // applicant's space under /ar gets its twin, which says Arabic, right to left (the server
  // picks it), and fetches the Arabic font with the app rather than after it has rendered.
  await writeFile(
    path.join(webOut, 'app-shell.html'),
    render.fillDocument(staffTemplate, render.renderShellHead(), ''),
  );
  await mkdir(path.join(webOut, 'ar'), { recursive: true });
  const arabicShellHead = [render.renderShellHead('ar'), ...fontPreloads].join('\n    ');
  await writeFile(
    path.join(webOut, 'ar/app-shell.html'),
    render.fillDocument(staffTemplate, arabicShellHead, '', 'ar'),
  );
  await rm(path.join(webOut, 'staff.html'));

  // The modules of each island, listed for the runtime to fetch at once after the first paint
  // when the island hydrates with the page; idle ones load after the page has loaded.
  const islandPreloads: Record<string, string[]> = {};
  for (const name of render.islandNames) {
    const source = render.islandSource(name);
    if (!manifest[source]) throw new Error(`No chunk for the ${name} island (expected ${source})`);
    islandPreloads[name] = [...staticClosure(manifest, source)]
      .filter((key) => !entryClosure.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  }
  const parts: DocumentParts = {
    buildId: createHash('sha256').update(template).update(JSON.stringify(islandPreloads)).digest('hex').slice(0, 16),
    template,
    fontPreloads,
    islandPreloads,
  };
  // The worker renders pages again from these when staff publish content (decision 129).
  await writeFile(path.join(repoRoot, 'dist/prerender/site-document.json'), JSON.stringify(parts));
  const writePage = async (file: string, renderPath: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await render.renderDocument(renderPath, parts));
  };

  for (const locale of locales) {
    for (const route of render.publicRoutes) {
      await writePage(
        path.join(webOut, localizedPath(route.path, locale), 'index.html'),
        localizedPath(route.path, locale),
      );
    }
    // The not-found page, which the server sends with status 404 for every path without a route.
    await writePage(
      path.join(webOut, localizedPath('/', locale), '404.html'),
      localizedPath(render.notFoundRenderPath, locale),
    );
  }

  await writeFile(path.join(webOut, 'sitemap.xml'), render.renderSitemap());
  await writeFile(
    path.join(webOut, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
  );
  console.log(
    `Prerendered ${render.publicRoutes.length} pages and 404.html in ${locales.join(' and ')}, app-shell.html, sitemap.xml and robots.txt into dist/web`,
  );
}

/** Preloads for the Arabic web font's files, found in the inlined stylesheet (decision 116). */
function arabicFontPreloads(template: string): string[] {
  const files = [...template.matchAll(/url\((\/assets\/ibm-plex-sans-arabic-arabic-\d+-normal-[\w-]+\.woff2)\)/g)].map(
    (match) => match[1]!,
  );
  if (files.length === 0) throw new Error('The stylesheet declares no Arabic web font');
  return [...new Set(files)].map(
    (file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
