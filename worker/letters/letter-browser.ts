import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { Logger } from '../logger';

/**
 * The one Chromium the worker keeps open to print letters (decision 132): headless Chromium gets
 * Arabic shaping and mixed right-to-left and Latin lines right, where the PDF libraries do not.
 *
 * - Launched at the first letter and kept; launched again if it ever goes away.
 * - Each letter gets a fresh context (no cookies, cache or storage shared between letters),
 *   closed after printing.
 * - Nothing is fetched while rendering: the document arrives inline, every request it could make
 *   is aborted, the context is offline, and Chromium's own background traffic is switched off.
 */

/** Debian's headless shell (what the tests use, decision 110), else its full chromium. */
export function defaultChromiumPath(): string | undefined {
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-pings',
  '--metrics-recording-only',
  '--dns-prefetch-disable',
  '--disable-features=Translate,OptimizationHints,MediaRouter,NetworkTimeServiceQuerying,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
];

export interface LetterBrowser {
  /** The HTML page printed as an A4 PDF. */
  print(html: string): Promise<Buffer>;
  /** How many requests the documents tried to make; each was refused. */
  refusedRequests(): number;
  close(): Promise<void>;
}

export function createLetterBrowser(options: { executablePath?: string; logger: Logger }): LetterBrowser {
  const executablePath = options.executablePath ?? defaultChromiumPath();
  let launching: Promise<Browser> | undefined;
  let refused = 0;
  let closed = false;

  function browser(): Promise<Browser> {
    if (closed) return Promise.reject(new Error('the letter browser is closed'));
    launching ??= chromium
      .launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
      .then((launched) => {
        launched.on('disconnected', () => {
          if (closed) return;
          options.logger.warn('the letter browser went away; the next letter launches it again');
          launching = undefined;
        });
        return launched;
      })
      .catch((error: unknown) => {
        launching = undefined;
        throw error;
      });
    return launching;
  }

  return {
    async print(html) {
      const context = await (
        await browser()
      ).newContext({
        offline: true,
        javaScriptEnabled: false,
        serviceWorkers: 'block',
        acceptDownloads: false,
      });
      try {
        await context.route('**/*', (route) => {
          refused += 1;
          return route.abort('blockedbyclient');
        });
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    refusedRequests: () => refused,
    async close() {
      closed = true;
      const open = launching;
      launching = undefined;
      if (open) await (await open.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}
