import { expect, test } from '@playwright/test';
import { startExtraServer, type ExtraServer } from '../../support/e2e/extra-server';

for (const { path, form } of [
  { path: '/contact', form: 'Send Message' },
  { path: '/apply', form: 'Submit Application' },
]) {
  test(`the ${path} form has a privacy notice beside its submit button, linking to /privacy`, async ({ page }) => {
    await page.goto(path);
    const submit = page.getByRole('button', { name: form });
    const notice = page.getByTestId('privacy-notice');
    await expect(notice).toBeVisible();
    // In the same block as the button, so it is read at the point of sending.
    await expect(submit.locator('xpath=..').getByTestId('privacy-notice')).toHaveCount(1);
    await notice.getByRole('link', { name: 'privacy notice' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  });
}

test.describe('the retention periods on /privacy', () => {
  test('show the defaults on the suite server, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page.locator('[data-retention="contacts"]')).toHaveText('2 years');
    await expect(page.locator('[data-retention="closedApplications"]')).toHaveText('1 year');
    await expect(page.locator('[data-retention="drafts"]')).toHaveText('1 month');
    await expect(page.locator('[data-retention="emailRecords"]')).toHaveText('3 months');
    await expect(page.locator('[data-retention="audit"]')).toHaveText('2 years');
    // What the applicant's space adds: documents (with the virus check) and saved drafts.
    await expect(page.getByText('Documents you send with an application')).toBeVisible();
    await expect(page.getByText(/Every file is checked for viruses before our staff open it/)).toBeVisible();
    await context.close();
  });

  test.describe('on a server configured otherwise', () => {
    let server: ExtraServer;
    test.beforeAll(async () => {
      server = await startExtraServer({ RETAIN_CONTACTS_DAYS: '400', RETAIN_EMAIL_RECORDS_DAYS: '45' });
    });
    test.afterAll(() => server?.stop());

    test('follow its configuration without JavaScript, after hydration and after client-side navigation', async ({
      browser,
    }) => {
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noJs.newPage();
      await staticPage.goto(`${server.baseUrl}/privacy`);
      await expect(staticPage.locator('[data-retention="contacts"]')).toHaveText('400 days');
      await expect(staticPage.locator('[data-retention="emailRecords"]')).toHaveText('45 days');
      await expect(staticPage.locator('[data-retention="closedApplications"]')).toHaveText('1 year');
      // The Arabic notice, filled in by the same server, in Arabic.
      await staticPage.goto(`${server.baseUrl}/ar/privacy`);
      await expect(staticPage.locator('[data-retention="contacts"]')).toHaveText('400 يوم');
      await expect(staticPage.locator('[data-retention="emailRecords"]')).toHaveText('45 يومًا');
      await expect(staticPage.locator('[data-retention="closedApplications"]')).toHaveText('سنة واحدة');
      await noJs.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${server.baseUrl}/privacy`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-retention="contacts"]')).toHaveText('400 days');
      await expect(page.locator('[data-retention="emailRecords"]')).toHaveText('45 days');
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

      // Arriving by the footer link (no page load) shows the same.
      await page.goto(`${server.baseUrl}/about`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(`${server.baseUrl}/privacy`);
      await expect(page.locator('[data-retention="contacts"]')).toHaveText('400 days');
      await context.close();
    });
  });
});

test('the cookie policy names the staff and applicant session cookies and says no third-party script loads', async ({
  page,
}) => {
  await page.goto('/cookies');
  await expect(page.getByRole('cell', { name: /__Host-session/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /__Host-applicant_session/ })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('This website loads no scripts from other companies')).toBeVisible();
  await expect(page.getByText(/googtrans|Google/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
});

test('the Arabic privacy notice says the retention periods in Arabic, without JavaScript, and links to the Arabic cookie policy', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-retention="contacts"]')).toHaveText('سنتان');
  await expect(page.locator('[data-retention="closedApplications"]')).toHaveText('سنة واحدة');
  await expect(page.locator('[data-retention="drafts"]')).toHaveText('شهر واحد');
  await expect(page.locator('[data-retention="emailRecords"]')).toHaveText('3 أشهر');
  await page.getByRole('main').getByRole('link', { name: 'سياسة ملفات تعريف الارتباط' }).click();
  await expect(page).toHaveURL('/ar/cookies');
  await expect(page.getByRole('cell', { name: /__Host-applicant_session/ })).toBeVisible();
  await context.close();
});
