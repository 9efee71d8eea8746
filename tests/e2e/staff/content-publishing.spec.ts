import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { restoreVersion } from '../../../server/content/content-documents';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { signInAs } from '../../support/e2e/staff-session';
import { createEditor, type TestUser } from '../../support/factories';

const password = 'editor password here';
let editor: TestUser;
const run = randomBytes(3).toString('hex');
const articleTitle = { en: `Open Day ${run}`, ar: `اليوم المفتوح ${run}` };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await createEditor(e2eDb(), { email: `editor-${run}@example.test`, password });
});

test.afterAll(async () => {
  // The site as it was for the other specs: the first versions, published again.
  for (const kind of ['term_dates', 'news'] as const) await restoreVersion(e2eDb(), editor, kind, 1, null);
});

/** Reloads `path` as a visitor until `text` is on it: the worker swaps the new pages in a moment after publishing. */
async function visitUntil(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('an editor sees only the content screens, and they pass axe', async ({ page }) => {
  await signInAs(page, { email: editor.email, password });
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Applications/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Term dates' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Academic year' })).toHaveValue('2025-2026');
  // The code's term dates ended in June 2026: the screen says so until someone publishes the next year's.
  await expect(page.getByTestId('stale-warnings')).toContainText('The published term dates ended on 2026-06-26');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an editor publishes next year’s term dates and a news article with an image, and visitors read them in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, { email: editor.email, password });

  // Term dates: the next year, its dates a year on, its names written in both languages.
  await page.getByRole('button', { name: 'Add the next academic year' }).click();
  const year = page.getByRole('group', { name: '2026-2027' });
  const names = [
    ['Autumn 2026', 'فصل الخريف 2026'],
    ['Spring 2027', 'فصل الربيع 2027'],
    ['Summer 2027', 'فصل الصيف 2027'],
  ];
  for (const [index, [english, arabic]] of names.entries()) {
    await year.getByLabel(`Term ${index + 1} name (English)`).fill(english!);
    if (index < 2) await year.getByLabel(`Term ${index + 1} name (Arabic)`).fill(arabic!);
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Both languages are needed before publishing. Missing: 2026-2027, term 3 name (Arabic).'),
  ).toBeVisible();
  await year.getByLabel('Term 3 name (Arabic)').fill(names[2]![1]!);

  await page.getByRole('button', { name: 'Show the preview' }).click();
  await expect(page.getByTestId('preview-term_dates-ar').getByText('فصل الصيف 2027')).toBeVisible();
  await expect(
    page.getByTestId('preview-term_dates-en').getByText('Term dates for the 2026-2027 academic year'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published as version \d+\./)).toBeVisible();
  await page.reload();
  // The news is still old, so the warnings are there, without the term dates'.
  await expect(page.getByTestId('stale-warnings')).toContainText('The newest news article is dated');
  await expect(page.getByTestId('stale-warnings')).not.toContainText('The published term dates ended');

  // News: an article at the top, with an image uploaded through the document checks.
  await page.getByRole('tab', { name: 'News' }).click();
  await page.getByRole('button', { name: 'Add an article' }).click();
  const article = page.getByRole('group', { name: 'Article 1' });
  await article.getByLabel('Article 1 title (English)').fill(articleTitle.en);
  await article.getByLabel('Article 1 title (Arabic)').fill(articleTitle.ar);
  await article.getByLabel('Article 1 text (English)').fill('Families are welcome to visit the academy.');
  await article.getByLabel('Article 1 text (Arabic)').fill('نرحّب بالأسر لزيارة الأكاديمية.');
  const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1d4f91' } })
    .jpeg()
    .toBuffer();
  await article.getByLabel('Image (optional, JPEG or PNG)').setInputFiles({
    name: 'open-day.jpg',
    mimeType: 'image/jpeg',
    buffer: picture,
  });
  await expect(page.getByText('Image uploaded.')).toBeVisible();
  await article.getByLabel('Article 1 image description (English)').fill('The academy’s front door');
  await article.getByLabel('Article 1 image description (Arabic)').fill('المدخل الرئيسي للأكاديمية');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published as version \d+\./)).toBeVisible();
  await expect(page.getByTestId('versions-news').getByRole('listitem').first()).toContainText(editor.email);

  // As a visitor reads them: no session, at a phone's width and a desktop's.
  for (const width of [375, 1280]) {
    const visitor = await browser.newPage({ viewport: { width, height: 800 } });
    await visitUntil(visitor, '/term-dates', 'Term dates for the 2026-2027 academic year');
    await expect(visitor.getByRole('rowheader', { name: 'Summer 2027' })).toBeVisible();
    await visitUntil(visitor, '/ar/term-dates', 'فصل الصيف 2027');
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');

    await visitUntil(visitor, '/news', articleTitle.en);
    const image = visitor.getByRole('img', { name: 'The academy’s front door' });
    await expect(image).toHaveAttribute('src', /^\/media\/news\/[0-9a-f-]{36}-480\.webp$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitUntil(visitor, '/ar/news', articleTitle.ar);
    await expect(visitor.getByRole('img', { name: 'المدخل الرئيسي للأكاديمية' })).toBeVisible();
    await visitor.close();
  }
});
