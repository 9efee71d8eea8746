import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const WEB_DIR = path.resolve('dist/web');

export interface PageJavaScript {
  /** Paths of the JavaScript files the page fetched, in order. */
  files: string[];
  /** Their size gzipped, as the server sends them. */
  gzipBytes: number;
}

/**
 * The JavaScript a visit to `routePath` fetches when the visitor does nothing. With
 * `idle: false` the browser never reports idle time, so this is the first load: the islands
 * runtime and the islands that hydrate with the page (decision 077). With `idle: true` it is
 * everything, once every island is hydrated.
 */
export async function javascriptFetched(page: Page, routePath: string, { idle }: { idle: boolean }): Promise<PageJavaScript> {
  if (!idle) await page.addInitScript(() => (window.requestIdleCallback = () => 0));
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.push(pathname);
  });
  await page.goto(routePath);
  const waiting = idle ? '[data-island]:not([data-hydrated])' : '[data-island-when="load"]:not([data-hydrated])';
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, waiting);
  await page.waitForLoadState('networkidle');
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(WEB_DIR, file))).length, 0);
  return { files, gzipBytes };
}
