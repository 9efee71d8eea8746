import { existsSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import type { Logger } from '../logger';

/**
 * The one Chromium the worker keeps open to print letters (decision 132): headless Chromium gets
 * Arabic shaping and mixed right-to-left and Latin lines right, where the PDF libraries do not.
 *
 * - Launched at the first letter and kept, with one page that prints every letter in turn;
 *   launched again if it ever goes away or its page crashes. One process (`--single-process`):
 *   the page is the academy's own inline HTML with scripts off, and a separate renderer, GPU,
 *   network and zygote processes would cost about 250 MB more. (In that mode Chromium dies when a
 *   page's renderer is closed, which is why the page is kept rather than made per letter.)
 * - Nothing is fetched while rendering: the document arrives inline, every request it could make
 *   is aborted, the context is offline, and Chromium's own background traffic is switched off.
 */

/** Debian's headless shell (what the tests use, decision 110), else its full chromium. */
export function defaultChromiumPath(): string | undefined {
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  // One process for the browser, its renderer, GPU and network service, and no zygotes (above).
  '--single-process',
  '--no-zygote',
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
  let opening: Promise<{ browser: Browser; page: Page; cdp: CDPSession }> | undefined;
  let refused = 0;
  let closed = false;
  // One letter at a time through the one page.
  let queue: Promise<unknown> = Promise.resolve();

  function forget(why: string) {
    if (closed || !opening) return;
    options.logger.warn(`the letter browser ${why}; the next letter launches it again`);
    const old = opening;
    opening = undefined;
    void old.then(({ browser }) => browser.close()).catch(() => undefined);
  }

  function session(): Promise<{ browser: Browser; page: Page; cdp: CDPSession }> {
    if (closed) return Promise.reject(new Error('the letter browser is closed'));
    opening ??= (async () => {
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
      try {
        const context = await browser.newContext({
          offline: true,
          javaScriptEnabled: false,
          serviceWorkers: 'block',
          acceptDownloads: false,
        });
        await context.route('**/*', (route) => {
          refused += 1;
          return route.abort('blockedbyclient');
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        browser.on('disconnected', () => forget('went away'));
        page.on('crash', () => forget('crashed'));
        return { browser, page, cdp };
      } catch (error) {
        await browser.close().catch(() => undefined);
        throw error;
      }
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  }

  return {
    print(html) {
      const printing = queue.then(async () => {
        const open = await session();
        // The page is reused: each letter replaces the whole document, and the page holds nothing
        // else (no scripts, no storage, offline), so no letter can see another.
        await open.page.setContent(html, { waitUntil: 'load' });
        return { open, pdf: await open.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }) };
      });
      // Before the next letter, the page is emptied and Chromium told memory is short, so it lets
      // go of the letter's document, decoded fonts and caches: without it the process grows by
      // about 1 MB a letter (docs/performance.md).
      queue = printing
        .then(async ({ open }) => {
          await open.page.setContent('<!doctype html><title>-</title>');
          await open.cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
        })
        .catch(() => undefined);
      return printing.then(({ pdf }) => pdf);
    },
    refusedRequests: () => refused,
    async close() {
      closed = true;
      const open = opening;
      opening = undefined;
      await queue;
      if (open) await (await open.catch(() => undefined))?.browser.close().catch(() => undefined);
    },
  };
}
