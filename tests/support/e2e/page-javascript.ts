import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

const WEB_DIR = path.resolve('dist/web');

export interface PageJavaScript {
  /** Paths of the JavaScript files the page fetched, in order. */
  files: string[];
  /** Their size gzipped, as the server sends them. */
  gzipBytes: number;
}

export interface VisitJavaScript {
  /** The first load: the islands runtime and the islands that hydrate with the page (decision 077). */
  firstLoad: PageJavaScript;
  /** Everything, once the browser has been idle and every island has hydrated. */
  afterIdle: PageJavaScript;
}

/** Each built file's gzipped size, worked out once per worker: most pages share most files. */
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(WEB_DIR, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const measure = (files: string[]): PageJavaScript => ({
  files: [...files],
  gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
});

/**
 * Visits `routePath` once and measures the JavaScript it fetches while the visitor does
 * nothing. The browser's idle callbacks are held back until the first load has settled, so
 * that load is measured as a phone that is never idle would see it; then they run, and the
 * rest (menus, toggles) hydrates. The page is left fully hydrated for further checks, and may
 * go on to other visits (tests/support/e2e/shared-page.ts).
 */
export async function visitMeasuringJavaScript(page: Page, routePath: string): Promise<VisitJavaScript> {
  const holdIdle = await page.addInitScript(() => {
    const idle = window.requestIdleCallback.bind(window);
    const held: Array<[IdleRequestCallback, IdleRequestOptions | undefined]> = [];
    window.requestIdleCallback = (callback, options) => held.push([callback, options]);
    (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
      window.requestIdleCallback = idle;
      for (const [callback, options] of held.splice(0)) idle(callback, options);
    };
  });
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.push(pathname);
  });
  const network = trackNetwork(page);
  await page.goto(routePath);
  // For this document only: a page that goes on to other tests must not hold their idle callbacks.
  await holdIdle.dispose();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-island-when="load"]:not([data-hydrated])').length === 0,
  );
  await network.quiet();
  const firstLoad = measure(files);

  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0);
  await network.quiet();
  return { firstLoad, afterIdle: measure(files) };
}

/** Playwright's `networkidle` fires once per document; this can be waited for again. */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastEvent = Date.now();
  const started = () => {
    inFlight++;
    lastEvent = Date.now();
  };
  const ended = () => {
    // Never below zero: a request of an earlier document may end after the tracking began.
    inFlight = Math.max(0, inFlight - 1);
    lastEvent = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** No request in flight for half a second, as `networkidle` means. */
    quiet: () =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastEvent >= QUIET_MS, {
          intervals: [100],
          message: 'the network never went quiet',
        })
        .toBe(true),
  };
}

const QUIET_MS = 500;
