import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../../domain/site-content';

/**
 * The build's own page renderer (decision 129): dist/prerender/entry-prerender.js, which the
 * build prerendered every public page with, and the document parts it wrote beside it. The worker
 * loads it at run time by path (it imports nothing from web/), so a page regenerated after a
 * publication is the page the build would have written with the same content.
 */
export interface SiteRenderer {
  buildId: string;
  renderDocument(pagePath: string, content: SiteContent): Promise<string>;
  renderSitemap(): string;
  defaultSiteContent(): SiteContent;
}

interface DocumentParts {
  buildId: string;
  template: string;
  fontPreloads: string[];
  islandPreloads: Record<string, string[]>;
}

/** What the worker uses of entry-prerender.js. */
interface PrerenderModule {
  renderDocument(pagePath: string, parts: DocumentParts, content: SiteContent | null): Promise<string>;
  renderSitemap(): string;
  defaultSiteContent(): SiteContent;
}

export const DEFAULT_PRERENDER_DIR = path.resolve(process.cwd(), 'dist/prerender');

/** The renderer of the build in `dir`, or null when there is no build there (a worker run from source in tests). */
export async function loadSiteRenderer(dir: string = DEFAULT_PRERENDER_DIR): Promise<SiteRenderer | null> {
  const entry = path.join(dir, 'entry-prerender.js');
  const partsFile = path.join(dir, 'site-document.json');
  if (!existsSync(entry) || !existsSync(partsFile)) return null;
  const parts = JSON.parse(await readFile(partsFile, 'utf8')) as DocumentParts;
  const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  return {
    buildId: parts.buildId,
    renderDocument: (pagePath, content) => module.renderDocument(pagePath, parts, content),
    renderSitemap: () => module.renderSitemap(),
    defaultSiteContent: () => module.defaultSiteContent(),
  };
}
