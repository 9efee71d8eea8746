import { expect, test, type Page } from '@playwright/test';
import { directoryStorage } from '../../../core/storage/directory-storage';
import { pdfBytes } from '../../support/documents/files';
import { openSignInLink, signInLinkPath, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { addressProblems, NO_ADDRESS_PROBLEMS } from '../../support/e2e/email-addresses';
import { e2eDb } from '../../support/e2e/db';
import { e2eEnv } from '../../support/e2e/e2e-env';
import { waitForMail } from '../../support/e2e/mail';
import { createApplication, createDocument } from '../../support/factories';

/** Arabic-Indic digits (both sets): the site writes every number in Western digits, 0-9. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** On /ar/applicant, asks for a sign-in link as an Arabic-speaking applicant would. */
async function askForArabicLink(page: Page, email: string) {
  await page.goto('/ar/applicant');
  await expectArabicPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'مساحة طلبك' })).toBeVisible();
  const address = page.getByLabel('عنوان البريد الإلكتروني الذي قدّمت به طلبك');
  // An address reads left to right inside the right-to-left form.
  await expect(address).toHaveAttribute('dir', 'ltr');
  await address.fill(email);
  await page.getByRole('button', { name: 'إرسال رابط تسجيل الدخول' }).click();
  await expect(page.getByRole('status')).toHaveText(/فرابط تسجيل الدخول في طريقه إليك/);
  await expect(page.getByRole('status')).toContainText('10 دقائق');
}

for (const width of [375, 1280]) {
  test(`at ${width} px an applicant asks for a link on /ar/applicant, opens it in a fresh browser and sees the space in Arabic, right to left`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueApplicantEmail(`arabic-space-${width}`);
    const application = await createApplication(e2eDb(), { email, programme: 'foundation', start_date: '2026-09-01' });
    const storage = directoryStorage(e2eEnv('uploadsDir'));
    await createDocument(
      e2eDb(),
      application.id,
      { item: 'identity', original_name: 'passport.pdf' },
      { storage, bytes: pdfBytes('A passport.') },
    );

    await askForArabicLink(page, email);
    expect(await seriousViolations(page)).toEqual([]);
    // The e-mail's words are the worker's (in Arabic); its link opens the space in Arabic.
    const [mail] = await waitForMail(email);
    const link = signInLinkPath(mail!.text);
    expect(link).toMatch(/^\/ar\/applicant\/sign-in#token=/);

    // The link is opened where the e-mail is read: another browser, with no cookie of this one.
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const phone = await context.newPage();
    await openSignInLink(phone, link, email, 'متابعة');
    await expect(phone).toHaveURL(/\/ar\/applicant$/);
    await expectArabicPage(phone);
    await expect(phone).toHaveTitle(/مساحة طلبك/);
    await expect(phone.getByRole('heading', { level: 1, name: 'طلباتك' })).toBeVisible();
    await expect(phone.getByText(`سجّلت الدخول بعنوان البريد الإلكتروني ${email}`)).toBeVisible();
    // The address is set apart, so it keeps its own direction inside the Arabic sentence, and is never broken.
    await expect(phone.locator('main bdi[dir="ltr"]', { hasText: email })).toHaveCount(1);
    expect(await addressProblems(phone.locator('body'))).toEqual(NO_ADDRESS_PROBLEMS);

    const card = phone.getByRole('article', { name: 'البرنامج التأسيسي (Foundation)' });
    await expect(card.getByText('موعد البدء: سبتمبر 2026')).toBeVisible();
    await expect(card.getByTestId('applicant-status')).toHaveText('تم الاستلام');
    await expect(card.getByRole('list', { name: 'مراحل الطلب' }).getByRole('listitem')).toHaveText([/^تم الاستلام/]);

    // The checklist, in Arabic: a Foundation application asks for all four documents.
    const documents = card.getByRole('list', { name: 'مستنداتك' });
    await expect(documents.getByRole('listitem')).toHaveCount(4);
    await expect(card).toContainText('أرسل كل مستند في ملف بصيغة PDF أو JPEG أو PNG لا يزيد حجمه على 10 ميغابايت.');
    const photo = documents.getByTestId('document-photo');
    const report = documents.getByTestId('document-school_report');
    const english = documents.getByTestId('document-english_certificate');
    await expect(photo.getByRole('heading', { name: 'صورة شخصية' })).toBeVisible();
    await expect(photo).toContainText('اختياري');
    await expect(photo.getByTestId('document-state')).toHaveText('لم يُرسَل بعد');
    // Each item is named by the document and where it stands, for a list read item by item.
    await expect(documents.getByRole('listitem', { name: 'صورة شخصية: لم يُرسَل بعد', exact: true })).toHaveAttribute(
      'data-testid',
      'document-photo',
    );
    await expect(
      documents.getByRole('listitem', { name: 'جواز السفر أو بطاقة الهوية الوطنية: تم الاستلام', exact: true }),
    ).toHaveAttribute('data-testid', 'document-identity');
    await expect(report.getByRole('heading', { name: 'أحدث تقرير مدرسي أو كشف درجات' })).toBeVisible();
    await expect(report).toContainText('مطلوب');
    await expect(english).toContainText('IELTS أو Cambridge أو TOEFL أو ما يماثلها.');
    await expect(photo.getByLabel('رفع ملف: صورة شخصية')).toBeAttached();
    // The withdrawal's dialog names the admissions address, whole.
    await card.getByRole('button', { name: 'سحب هذا الطلب' }).click();
    const dialog = phone.getByRole('dialog');
    await expect(dialog).toContainText('admissions@academy.example');
    expect(await addressProblems(dialog)).toEqual(NO_ADDRESS_PROBLEMS);
    await dialog.getByRole('button', { name: 'الإبقاء على طلبي' }).click();
    await expect(dialog).toBeHidden();

    // Facts in Western digits, and no English word of the space left on the screen.
    const main = phone.locator('main');
    expect(await main.innerText()).not.toMatch(EASTERN_DIGITS);
    for (const englishWords of [
      'Your applications',
      'Where it stands',
      'Your documents',
      'Missing',
      'Required',
      'Sign out',
    ]) {
      await expect(main.getByText(englishWords, { exact: true })).toHaveCount(0);
    }
    expect(await seriousViolations(phone)).toEqual([]);

    // The link worked once; asking again stays in Arabic.
    const other = await context.newPage();
    await other.context().clearCookies();
    await other.goto(link);
    await expectArabicPage(other);
    await expect(other.getByRole('alert')).toHaveText(
      'سبق استخدام رابط تسجيل الدخول هذا أو انتهت صلاحيته. يُرجى طلب رابط جديد.',
    );
    await expect(other.getByRole('link', { name: 'اطلب رابط تسجيل دخول جديدًا' })).toHaveAttribute(
      'href',
      '/ar/applicant',
    );

    // Signing out leads back to the Arabic request form, whose links stay in Arabic.
    await main.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'مساحة طلبك' })).toBeVisible();
    await expect(phone).toHaveURL(/\/ar\/applicant$/);
    await expect(main.getByRole('link', { name: 'ابدأ طلب الالتحاق' })).toHaveAttribute('href', '/ar/apply');
    await context.close();
  });
}

test('the English space stays English and its switch leads to the Arabic space and back; the staff pages have no Arabic', async ({
  page,
}) => {
  await page.goto('/applicant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Your application space' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/applicant$/);
  await expectArabicPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'مساحة طلبك' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your application space' })).toBeVisible();

  for (const path of ['/ar/admin', '/ar/auth']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectArabicPage(page);
  }
});
