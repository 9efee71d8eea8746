import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { RetentionPeriods } from '../../domain/retention-periods';
import { CONTENT_PAGES } from '../../domain/site-content';
import { publishDraft } from '../../server/content/content-documents';
import { watchReleasedPages, type ReleasedPages } from '../../server/http/released-pages';
import { serveBuiltWeb } from '../../server/http/serve-web';
import { renderRelease } from '../../worker/site/render-release';
import { loadSiteRenderer, type SiteRenderer } from '../../worker/site/site-renderer';
import { createEditor, type TestUser } from '../support/factories';
import { buildSiteRenderer } from '../support/site/site-build';
import { codeContent, putDraft, seedContent } from '../support/site-content';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';

const runFile = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let database: IsolatedDatabase;
let build: { dir: string; remove(): Promise<void> };
let renderer: SiteRenderer;
let editor: TestUser;
let released: ReleasedPages;
let webDir: string;
let server: ReturnType<ReturnType<typeof express>['listen']>;
let baseUrl: string;

const RETENTION: RetentionPeriods = {
  contacts: 730,
  closedApplications: 365,
  drafts: 30,
  emailRecords: 90,
  audit: 730,
  visits: 180,
};
const OLD_BUILD_PAGE = '<html lang="en"><body>the term dates as the build wrote them</body></html>';

function yearOf(academicYear: string, arabicName: string) {
  const [first] = academicYear.split('-');
  const start = Number(first);
  return {
    academicYear,
    terms: [
      {
        name: { en: `Autumn ${start}`, ar: arabicName },
        start: `${start}-09-13`,
        halfTermFrom: `${start}-10-25`,
        halfTermTo: `${start}-10-29`,
        end: `${start}-12-10`,
      },
    ],
  };
}

async function page(pagePath: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pagePath}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function publishTermDates(...years: ReturnType<typeof yearOf>[]) {
  await putDraft(database.db, 'term_dates', { years: [...codeContent.term_dates.years, ...years] });
  return publishDraft(database.db, editor, 'term_dates', '198.51.100.50');
}

beforeAll(async () => {
  [database, build] = await Promise.all([createIsolatedDatabase(), buildSiteRenderer()]);
  renderer = (await loadSiteRenderer(build.dir))!;
  await seedContent(database.db);
  editor = await createEditor(database.db, { label: 'site-editor' });
  // A built site of one page, served by the server's own code, with the releases laid over it.
  webDir = await mkdtemp(path.join(tmpdir(), 'academy-web-'));
  await writeFile(path.join(webDir, 'app-shell.html'), '<html lang="en"><body>shell</body></html>');
  await writeFile(path.join(webDir, '404.html'), '<html lang="en"><body>not found</body></html>');
  for (const pagePath of Object.values(CONTENT_PAGES).flat())
    for (const prefix of ['', '/ar']) {
      await mkdir(path.join(webDir, prefix, pagePath), { recursive: true });
      await writeFile(path.join(webDir, prefix, pagePath, 'index.html'), OLD_BUILD_PAGE);
    }
  released = watchReleasedPages(database.db, 'test-build', pino({ level: 'silent' }), (html) => html, 60_000);
  const app = express();
  serveBuiltWeb(app, webDir, RETENTION, released);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  released?.stop();
  server?.close();
  await database?.drop();
  await build?.remove();
  await rm(webDir, { recursive: true, force: true });
});

describe('publishing regenerates the pages and swaps them in at once', () => {
  it('serves the build’s pages until a release is live', async () => {
    await released.refresh();
    expect(await page('/term-dates')).toBe(OLD_BUILD_PAGE);
  });

  it('renders the affected pages in both languages with the sitemap, and the server serves them', async () => {
    const { releaseId } = await publishTermDates(yearOf('2027-2028', 'فصل الخريف 2027'));
    const outcome = await renderRelease(database.db, renderer, releaseId);
    // The first release for a build renders every kind's pages (ten, in two languages) and the sitemap.
    expect(outcome).toEqual({ state: 'live', pages: 21 });
    await released.refresh();
    const english = await page('/term-dates');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Term dates for the 2027-2028 academic year');
    expect(english).toContain('Autumn 2027');
    const arabic = await page('/ar/term-dates');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('فصل الخريف 2027');
    expect(arabic).toContain('2027-2028');
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(await sitemap.text()).toContain('/ar/term-dates</loc>');
  });

  it('leaves the old pages served when the process stops between rendering and the swap, and a retry swaps', async () => {
    const { releaseId } = await publishTermDates(
      yearOf('2027-2028', 'فصل الخريف 2027'),
      yearOf('2028-2029', 'فصل الخريف 2028'),
    );
    const child = runFile(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'tests/support/site/render-release-then-stop.ts'),
        database.url,
        build.dir,
        releaseId,
      ],
      { cwd: root },
    );
    const stopped = await child.then(
      () => ({ signal: null, stderr: 'exited normally' }),
      (error: { signal: string | null; stderr: string }) => error,
    );
    expect(stopped.signal, stopped.stderr).toBe('SIGKILL');

    // Rendered, not swapped: its pages are stored, the release still pending, and the old pages served.
    const stored = await database.db
      .selectFrom('site_release_pages')
      .select('path')
      .where('release_id', '=', releaseId)
      .execute();
    expect(stored.map((row) => row.path).sort()).toEqual(['/ar/term-dates', '/sitemap.xml', '/term-dates']);
    expect(
      await database.db.selectFrom('site_releases').select('status').where('id', '=', releaseId).executeTakeFirst(),
    ).toEqual({ status: 'pending' });
    await released.refresh();
    expect(await page('/term-dates')).toContain('Autumn 2027');
    expect(await page('/term-dates')).not.toContain('Autumn 2028');
    expect(await page('/ar/term-dates')).not.toContain('فصل الخريف 2028');

    // The worker's next attempt starts afresh and swaps both languages in together.
    expect(await renderRelease(database.db, renderer, releaseId)).toMatchObject({ state: 'live' });
    await released.refresh();
    expect(await page('/term-dates')).toContain('Autumn 2028');
    expect(await page('/ar/term-dates')).toContain('فصل الخريف 2028');
  });

  it('keeps the pages of other kinds from the release before when one kind is published', async () => {
    await putDraft(database.db, 'fees', {
      fees: codeContent.fees.fees.map((fee) => (fee.id === 'a-level' ? { ...fee, amountGbp: 18_250 } : fee)),
    });
    const { releaseId } = await publishDraft(database.db, editor, 'fees', null);
    const outcome = await renderRelease(database.db, renderer, releaseId);
    // The fees page and six course pages, in two languages, and the sitemap.
    expect(outcome).toEqual({ state: 'live', pages: 15 });
    await released.refresh();
    expect(await page('/courses/a-level')).toContain('£18,250 per year');
    expect(await page('/ar/international-fees')).toContain('£18,250');
    expect(await page('/term-dates')).toContain('Autumn 2028');
  });
});
