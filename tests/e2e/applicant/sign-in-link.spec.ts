import { expect, test, type Page } from '@playwright/test';
import { insertOutboxEmails } from '../../../core/outbox/email-outbox';
import { createApplicantSession } from '../../../server/applicants/applicant-sessions';
import { storeDraft } from '../../../server/applicants/drafts';
import { localizedPath, type Locale } from '../../../domain/locale';
import { maskedAddress, signInLinkPath, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { addressProblems, NO_ADDRESS_PROBLEMS } from '../../support/e2e/email-addresses';
import { closeE2eDb, e2eDb } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';
import { createApplication } from '../../support/factories';

test.afterAll(closeE2eDb);

/** The words each screen is checked by, in both languages. */
const WORDS = {
  en: {
    ask: 'E-mail me a sign-in link',
    address: 'The e-mail address you applied with',
    onItsWay: /a sign-in link is on its way/,
    linkSubject: 'Your sign-in link',
    continue: 'Continue',
    space: 'Your applications',
    expired: 'has expired: a link works for 10 minutes.',
    sendNew: 'Send me a new link',
    newSent: 'A new link is on its way to',
    offer: 'You have an application saved on',
    offerContinue: 'Continue your saved application',
    signedInAs: 'Signed in as',
    welcomeBack: 'Welcome back',
    applyNow: 'Apply Now',
  },
  ar: {
    ask: 'إرسال رابط تسجيل الدخول',
    address: 'عنوان البريد الإلكتروني الذي قدّمت به طلبك',
    onItsWay: /فرابط تسجيل الدخول في طريقه إليك/,
    linkSubject: 'رابط تسجيل الدخول',
    continue: 'متابعة',
    space: 'طلباتك',
    expired: 'يعمل الرابط مدة 10 دقائق.',
    sendNew: 'أرسل لي رابطًا جديدًا',
    newSent: 'رابط جديد في طريقه إلى',
    offer: 'لديك طلب محفوظ بتاريخ',
    offerContinue: 'تابع طلبك المحفوظ',
    signedInAs: 'سجّلت الدخول بالعنوان',
    welcomeBack: 'مرحبًا بعودتك',
    applyNow: 'قدّم الآن',
  },
} as const;

async function askForLink(page: Page, email: string, locale: Locale) {
  await page.goto(localizedPath('/applicant', locale));
  await page.getByLabel(WORDS[locale].address).fill(email);
  await page.getByRole('button', { name: WORDS[locale].ask }).click();
  await expect(page.getByRole('status')).toHaveText(WORDS[locale].onItsWay);
  const [mail] = await waitForMail(email, { subject: WORDS[locale].linkSubject });
  return signInLinkPath(mail!.text);
}

const hasApplicantCookie = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name.endsWith('applicant_session'));

for (const locale of ['en', 'ar'] as const) {
  const words = WORDS[locale];

  test(`${locale} at 375 px: opening a link signs nobody in; its page names the address masked, with the token gone from the address bar, and Continue signs in`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const email = uniqueApplicantEmail(`link-page-${locale}`);
    await createApplication(e2eDb(), { email, language: locale });
    const link = await askForLink(page, email, locale);
    expect(link).toMatch(new RegExp(`^${localizedPath('/applicant/sign-in', locale)}#token=[a-z2-7]+$`));

    // Opened where the e-mail is read, by whoever holds it.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await context.newPage();
    const requests: string[] = [];
    phone.on('request', (request) => requests.push(request.url()));
    await phone.goto(link);
    const proceed = phone.getByRole('button', { name: words.continue, exact: true });
    await expect(proceed).toBeVisible();
    const masked = phone.locator('bdi[dir="ltr"]', { hasText: maskedAddress(email) });
    await expect(masked).toBeVisible();
    await expect(phone.locator('body')).not.toContainText(email);
    expect(await addressProblems(phone.locator('main'))).toEqual(NO_ADDRESS_PROBLEMS);
    // The token has left the address bar and this history entry, and no request carried it in a URL.
    expect(phone.url()).toBe(new URL(localizedPath('/applicant/sign-in', locale), phone.url()).toString());
    expect(await phone.evaluate(() => window.location.href)).not.toContain('token');
    const token = /#token=([a-z2-7]+)/.exec(link)![1]!;
    expect(requests.filter((url) => url.includes(token))).toEqual([]);
    // Nothing is spent, and nobody is signed in, until Continue.
    expect(await hasApplicantCookie(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);

    await proceed.click();
    await expect(phone.getByRole('heading', { level: 1, name: words.space })).toBeVisible();
    expect(await hasApplicantCookie(phone)).toBe(true);
    expect(requests.filter((url) => url.includes(token))).toEqual([]);
    await context.close();
  });

  test(`${locale}: a link e-mailed before, with its token in the query string, still works and leaves the address bar`, async ({
    page,
  }) => {
    const email = uniqueApplicantEmail(`old-link-${locale}`);
    await createApplication(e2eDb(), { email, language: locale });
    const link = await askForLink(page, email, locale);
    await page.context().clearCookies();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const oldStyle = link.replace('#token=', '?token=');
    await page.goto(oldStyle);
    await expect(page.locator('bdi[dir="ltr"]', { hasText: maskedAddress(email) })).toBeVisible();
    expect(await page.evaluate(() => window.location.href)).not.toContain('token');
    await page.getByRole('button', { name: words.continue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.space })).toBeVisible();
    // Only the page's own load carried it, as the old link did; none of the page's requests.
    const token = /token=([a-z2-7]+)/.exec(oldStyle)![1]!;
    expect(requests.filter((url) => url.includes(token))).toEqual([new URL(oldStyle, page.url()).toString()]);
  });

  test(`${locale} at 375 px: an expired link's page names the address and sends a new link with one tap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const email = uniqueApplicantEmail(`expired-${locale}`);
    await createApplication(e2eDb(), { email, language: locale });
    const link = await askForLink(page, email, locale);
    await e2eDb()
      .updateTable('applicant_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('email', '=', email)
      .execute();
    await page.context().clearCookies();

    await page.goto(link);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(words.expired);
    await expect(alert.locator('bdi[dir="ltr"]')).toHaveText(maskedAddress(email));
    expect(page.url()).not.toContain('token');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: words.sendNew }).click();
    const sent = page.getByRole('status');
    await expect(sent).toContainText(words.newSent);
    await expect(sent.locator('bdi[dir="ltr"]')).toHaveText(maskedAddress(email));
    expect(await addressProblems(sent)).toEqual(NO_ADDRESS_PROBLEMS);
    const [, fresh] = await waitForMail(email, { subject: words.linkSubject, count: 2 });
    const freshLink = signInLinkPath(fresh!.text);
    expect(freshLink).not.toBe(link);
    await page.goto(freshLink);
    await page.getByRole('button', { name: words.continue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.space })).toBeVisible();
  });

  test(`${locale}: a signed-in applicant with a draft is offered it by "Apply Now", at 375 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueApplicantEmail(`apply-now-${locale}`);
    await storeDraft(e2eDb(), email, { values: { firstName: 'Carys', email }, step: 1, language: locale });
    const { token } = await createApplicantSession(e2eDb(), email);
    await page.context().addCookies([{ name: 'applicant_session', value: token, url: baseURL! }]);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 1280) {
        await page.goto(localizedPath('/courses', locale));
        await page.getByRole('banner').getByRole('link', { name: words.applyNow, exact: true }).click();
      } else {
        await page.goto(localizedPath('/apply', locale));
      }
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/apply', locale)}$`));
      const offer = page.getByText(words.offer);
      await expect(offer).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }

    await page.getByRole('link', { name: words.offerContinue }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/apply', locale)}\\?resume=1$`));
    await expect(page.getByRole('status').filter({ hasText: words.welcomeBack })).toBeVisible();
    // The resumed form names the signed-in address, and its e-mail is that address.
    const banner = page.getByRole('status').filter({ hasText: words.signedInAs });
    await expect(banner.locator('bdi[dir="ltr"]')).toHaveText(email);
    expect(await addressProblems(banner)).toEqual(NO_ADDRESS_PROBLEMS);
    await expect(page.locator('#apply-email')).toHaveValue(email);
    await expect(page.locator('#apply-email')).toHaveAttribute('readonly', '');
    await expect(page.locator('#apply-firstName')).toHaveValue('Carys');
  });

  test(`${locale} at 375 px: the acknowledgement's link lands on the sign-in page with the address filled in, and one tap sends the link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const email = uniqueApplicantEmail(`ack-${locale}`);
    const application = await createApplication(e2eDb(), { email, language: locale });
    await insertOutboxEmails(e2eDb(), [
      {
        kind: 'application_ack',
        recipient: email,
        payload: { applicationId: application.id },
        referenceId: application.id,
      },
    ]);
    const [ack] = await waitForMail(email);
    const url = new URL(/https?:\/\/[^\s]+\/applicant#email=[^\s]+/.exec(ack!.text)![0]);
    expect(url.pathname).toBe(localizedPath('/applicant', locale));
    expect(url.search).toBe('');

    await page.goto(`${url.pathname}${url.hash}`);
    await expect(page.getByLabel(words.address)).toHaveValue(email);
    // The address leaves the address bar once read.
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.ask }).click();
    await expect(page.getByRole('status')).toHaveText(words.onItsWay);
    await waitForMail(email, { subject: words.linkSubject });
  });
}
