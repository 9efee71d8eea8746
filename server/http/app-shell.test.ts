import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { serveBuiltWeb } from './serve-web';

/** A built dist/web in miniature: each file says which one it is. */
function builtWeb(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-shell-'));
  for (const [file, marker] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const locale = file.startsWith('ar/') ? 'ar' : 'en';
    writeFileSync(
      path.join(dir, file),
      `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head></head><body>${marker}</body></html>`,
    );
  }
  return dir;
}

async function serving(webDir: string) {
  const app = express();
  serveBuiltWeb(app, webDir, DEFAULT_RETENTION_PERIODS);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + pathname, { headers, redirect: 'manual' });
    return {
      status: response.status,
      body: await response.text(),
      cache: response.headers.get('cache-control'),
      vary: response.headers.get('vary'),
    };
  };
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the app shell in each language', () => {
  const dirs: string[] = [];
  let web: Awaited<ReturnType<typeof serving>>;
  let olderBuild: Awaited<ReturnType<typeof serving>>;

  beforeAll(async () => {
    const files = {
      'app-shell.html': 'EN-SHELL',
      'index.html': 'HOME',
      '404.html': 'EN-404',
      'ar/app-shell.html': 'AR-SHELL',
      'ar/index.html': 'AR-HOME',
      'ar/404.html': 'AR-404',
    };
    dirs.push(builtWeb(files));
    web = await serving(dirs[0]!);
    // A build from before the Arabic shell: the English one serves both.
    const { 'ar/app-shell.html': _arabic, ...older } = files;
    dirs.push(builtWeb(older));
    olderBuild = await serving(dirs[1]!);
  });

  afterAll(async () => {
    await web?.close();
    await olderBuild?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("sends the Arabic shell (lang=ar, rtl) for the applicant's space under /ar, never stored", async () => {
    for (const pathname of ['/ar/applicant', '/ar/applicant/', '/ar/applicant/sign-in']) {
      const page = await web.get(pathname);
      expect(page).toMatchObject({ status: 200, cache: 'no-store' });
      expect(page.body).toContain('AR-SHELL');
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
    }
  });

  it('sends the English shell for the English space and the staff pages', async () => {
    for (const pathname of ['/applicant', '/applicant/sign-in', '/auth', '/admin']) {
      const page = await web.get(pathname);
      expect(page).toMatchObject({ status: 200, cache: 'no-store' });
      expect(page.body).toContain('EN-SHELL');
    }
  });

  it('has no Arabic staff pages: /ar/admin and /ar/auth are the Arabic not-found page', async () => {
    for (const pathname of ['/ar/admin', '/ar/auth']) {
      const page = await web.get(pathname);
      expect(page.status).toBe(404);
      expect(page.body).toContain('AR-404');
    }
  });

  it('never serves the shells as files of their own', async () => {
    expect((await web.get('/ar/app-shell.html')).body).not.toContain('AR-SHELL');
    expect((await web.get('/app-shell.html')).body).not.toContain('EN-SHELL');
  });

  it('lets the URL alone choose the language: no redirect or other page for a browser language or a cookie', async () => {
    const arabicReader = { 'accept-language': 'ar-SA,ar;q=0.9', cookie: 'lang=ar; locale=ar' };
    const englishReader = { 'accept-language': 'en-GB,en;q=0.9', cookie: 'lang=en; locale=en' };
    // Each page asked for by a reader whose browser and cookies say the other language.
    for (const [pathname, marker, reader] of [
      ['/', 'HOME', arabicReader],
      ['/applicant', 'EN-SHELL', arabicReader],
      ['/ar', 'AR-HOME', englishReader],
      ['/ar/applicant', 'AR-SHELL', englishReader],
    ] as const) {
      const page = await web.get(pathname, reader);
      expect(page, pathname).toMatchObject({ status: 200, body: expect.stringContaining(marker) });
      expect(page.vary ?? '', pathname).not.toMatch(/accept-language|cookie/i);
    }
  });

  it('falls back to the English shell when a build has no Arabic one', async () => {
    expect((await olderBuild.get('/ar/applicant')).body).toContain('EN-SHELL');
  });
});
