import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { closeE2eDb, findApplicationByEmail, findContactByEmail } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';
import { collectErrors } from '../../support/e2e/page-errors';

/**
 * The public forms on the Arabic pages: Arabic labels, buttons and notices, and the
 * Arabic message of each rule of docs/spec.md §5, from the browser's checks and from the
 * server's; right to left, with addresses, numbers and dates kept left to right.
 */

test.afterAll(closeE2eDb);

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Arabic-Indic digits (both sets): the site writes every number in Western digits, 0-9. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

const CONTACT_SUCCESS = 'تم إرسال رسالتك بنجاح! سنتواصل معك قريبًا.';
const APPLY_SUCCESS = 'تم إرسال طلبك بنجاح! سنراجعه ونتواصل معك قريبًا.';

/** docs/spec.md §5, contact form: what an empty form is told, field by field (ids are `contact-<field>`). */
const CONTACT_REQUIRED = {
  firstName: 'الاسم الأول مطلوب',
  lastName: 'اسم العائلة مطلوب',
  email: 'عنوان البريد الإلكتروني غير صالح',
  message: 'الرسالة مطلوبة',
};

/** The limits of the contact form's text fields: one character over, and the message. */
const CONTACT_TOO_LONG: Record<string, [string, string]> = {
  firstName: ['أ'.repeat(101), 'يجب ألا يتجاوز الاسم الأول 100 حرف'],
  lastName: ['ب'.repeat(101), 'يجب ألا يتجاوز اسم العائلة 100 حرف'],
  email: [`${'a'.repeat(244)}@example.com`, 'يجب ألا يتجاوز عنوان البريد الإلكتروني 255 حرفًا'],
  phone: ['1'.repeat(21), 'يجب ألا يتجاوز رقم الهاتف 20 رمزًا'],
  message: ['م'.repeat(5001), 'يجب ألا تتجاوز الرسالة 5000 حرف'],
};

/** docs/spec.md §5, application form: what an empty form is told (ids are `apply-<field>`). */
const APPLY_REQUIRED = {
  firstName: 'الاسم الأول مطلوب',
  lastName: 'اسم العائلة مطلوب',
  dateOfBirth: 'تاريخ الميلاد مطلوب',
  nationality: 'الجنسية مطلوبة',
  email: 'عنوان البريد الإلكتروني غير صالح',
  phone: 'رقم الهاتف مطلوب',
  address: 'العنوان مطلوب',
  city: 'المدينة مطلوبة',
  postalCode: 'الرمز البريدي مطلوب',
  country: 'البلد مطلوب',
  programme: 'اختيار البرنامج مطلوب',
  startDate: 'موعد بدء الدراسة مطلوب',
};

const APPLY_TOO_LONG: Record<string, [string, string]> = {
  firstName: ['أ'.repeat(101), 'يجب ألا يتجاوز الاسم الأول 100 حرف'],
  lastName: ['ب'.repeat(101), 'يجب ألا يتجاوز اسم العائلة 100 حرف'],
  // Not a length, but the one other rule of the date: on or after 1 January 1900.
  dateOfBirth: ['1899-12-31', 'يجب أن يكون تاريخ الميلاد في 1 يناير 1900 أو بعده'],
  nationality: ['ج'.repeat(101), 'يجب ألا تتجاوز الجنسية 100 حرف'],
  email: [`${'a'.repeat(244)}@example.com`, 'يجب ألا يتجاوز عنوان البريد الإلكتروني 255 حرفًا'],
  phone: ['1'.repeat(21), 'يجب ألا يتجاوز رقم الهاتف 20 رمزًا'],
  address: ['د'.repeat(256), 'يجب ألا يتجاوز العنوان 255 حرفًا'],
  city: ['ه'.repeat(101), 'يجب ألا يتجاوز اسم المدينة 100 حرف'],
  postalCode: ['1'.repeat(21), 'يجب ألا يتجاوز الرمز البريدي 20 رمزًا'],
  country: ['و'.repeat(101), 'يجب ألا يتجاوز اسم البلد 100 حرف'],
  previousInstitution: ['ز'.repeat(256), 'يجب ألا يتجاوز اسم المؤسسة التعليمية 255 حرفًا'],
  qualifications: ['ح'.repeat(2001), 'يجب ألا تتجاوز المؤهلات 2000 حرف'],
  motivation: ['ط'.repeat(2001), 'يجب ألا تتجاوز دوافعك للدراسة 2000 حرف'],
};

/** An Arabic page, right to left, with its form hydrated and nothing logged while it was. */
async function openArabicForm(
  page: Page,
  path: '/ar/contact' | '/ar/apply',
  island: 'contact-form' | 'application-form',
) {
  const errors = collectErrors(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute('data-hydrated');
  expect(errors).toEqual([]);
}

/** Each field shows its own message under it, tied to the control for assistive tech. */
async function expectFieldErrors(page: Page, prefix: 'contact' | 'apply', messages: Record<string, string>) {
  for (const [name, message] of Object.entries(messages)) {
    const control = page.locator(`#${prefix}-${name}`);
    await expect(control, name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${prefix}-${name}-error`), name).toHaveText(message);
    await expect(control, name).toHaveAttribute('aria-describedby', new RegExp(`(^| )${prefix}-${name}-error( |$)`));
  }
}

/** The notice (a toast) with the first failing message: the spec shows it, whatever the inline errors. */
async function expectNotice(page: Page, message: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
}

/** Nothing sticks out sideways: the page does not scroll horizontally (the honeypot sits off the inline-start edge). */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/ar/contact: Arabic words, addresses left to right, and the Arabic message of each rule', async ({
      page,
    }) => {
      await openArabicForm(page, '/ar/contact', 'contact-form');
      const form = page.locator('form[aria-labelledby="contact-form-heading"]');
      await expect(form.getByText('الحقول المشار إليها بعلامة')).toBeVisible();
      await expect(page.getByLabel(/^الاسم الأول\*?$/)).toBeVisible();
      await expect(page.getByLabel(/^البرنامج الذي يهمّك$/).locator('option')).toHaveText([
        'اختر برنامجًا (اختياري)',
        'الإعداد في اللغة الإنجليزية',
        'الإنجليزية التحضيرية قبل الجامعة',
        'برنامج GCSE',
        'برنامج A-Level',
        'البرنامج التأسيسي (Foundation)',
        'برنامج ما قبل الماجستير (Pre-Masters)',
        'المدرسة الصيفية',
        'لم أقرر بعد',
      ]);
      for (const name of ['email', 'phone'])
        await expect(page.locator(`#contact-${name}`)).toHaveAttribute('dir', 'ltr');
      await expect(form.locator('a[href="/ar/privacy"]')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      expect(await form.innerText()).not.toMatch(EASTERN_DIGITS);

      // Sent empty: each required field says so, and the notice has the first.
      const send = page.getByRole('button', { name: 'إرسال الرسالة' });
      await send.click();
      await expectNotice(page, CONTACT_REQUIRED.firstName);
      await expectFieldErrors(page, 'contact', CONTACT_REQUIRED);
      await expect(page.locator('#contact-firstName')).toBeFocused();

      // One character over each limit: its own message.
      for (const [name, [value]] of Object.entries(CONTACT_TOO_LONG))
        await page.locator(`#contact-${name}`).fill(value);
      await send.click();
      await expectNotice(page, CONTACT_TOO_LONG.firstName![1]);
      await expectFieldErrors(
        page,
        'contact',
        Object.fromEntries(Object.entries(CONTACT_TOO_LONG).map(([name, [, message]]) => [name, message])),
      );
      await expectNoSidewaysScroll(page);
    });

    test('/ar/apply: Arabic sections and choices, dates and codes left to right, and the Arabic message of each rule', async ({
      page,
    }) => {
      await openArabicForm(page, '/ar/apply', 'application-form');
      await expect(
        page.locator('form[aria-labelledby="application-form-heading"]').getByRole('group').first(),
      ).toHaveAccessibleName('اختيار البرنامج');
      for (const section of [
        'اختيار البرنامج',
        'المعلومات الشخصية',
        'معلومات التواصل',
        'الخلفية التعليمية',
        'معلومات إضافية',
      ]) {
        await expect(page.getByRole('group', { name: section })).toBeVisible();
      }
      // The start dates are the open intakes of the programme chosen, named by month in Arabic.
      await expect(page.locator('#apply-startDate option')).toHaveText(['اختر البرنامج أولًا']);
      await page.locator('#apply-programme').selectOption({ label: 'البرنامج التأسيسي (Foundation)' });
      await expect(page.locator('#apply-startDate option')).toHaveText([
        'اختر موعد البدء',
        'يناير 2026',
        'سبتمبر 2026',
      ]);
      await page.locator('#apply-programme').selectOption('');
      for (const name of ['dateOfBirth', 'email', 'phone', 'postalCode'])
        await expect(page.locator(`#apply-${name}`)).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('#apply-address')).toHaveAttribute('autocomplete', 'address-line1');
      await expect(page.locator('form[aria-labelledby="application-form-heading"] a[href="/ar/privacy"]')).toHaveCount(
        1,
      );
      await expectNoSidewaysScroll(page);

      const submit = page.getByRole('button', { name: 'إرسال الطلب' });
      await submit.click();
      // The programme comes first, so its message is the notice's.
      await expectNotice(page, APPLY_REQUIRED.programme);
      await expectFieldErrors(page, 'apply', APPLY_REQUIRED);

      await page.locator('#apply-programme').selectOption('foundation');
      await page.locator('#apply-startDate').selectOption({ label: 'سبتمبر 2026' });
      for (const [name, [value]] of Object.entries(APPLY_TOO_LONG)) await page.locator(`#apply-${name}`).fill(value);
      await submit.click();
      await expectNotice(page, APPLY_TOO_LONG.firstName![1]);
      await expectFieldErrors(
        page,
        'apply',
        Object.fromEntries(Object.entries(APPLY_TOO_LONG).map(([name, [, message]]) => [name, message])),
      );

      // A date in the future is no date of birth.
      await page.locator('#apply-dateOfBirth').fill('2999-01-01');
      await submit.click();
      await expectFieldErrors(page, 'apply', { dateOfBirth: 'يجب أن يكون تاريخ الميلاد تاريخًا صحيحًا في الماضي' });
    });
  });
}

test('/ar/contact sends an Arabic enquiry, says so in Arabic, and the server answers an Arabic page in Arabic', async ({
  page,
}) => {
  const email = uniqueEmail('ar-contact');
  await openArabicForm(page, '/ar/contact', 'contact-form');
  await page.locator('#contact-firstName').fill(' أمينة ');
  await page.locator('#contact-lastName').fill('الخطيب');
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-programmeInterest').selectOption({ label: 'برنامج A-Level' });
  await page.locator('#contact-message').fill('أود معرفة المزيد عن برنامج A-Level.');

  // The server's own check: the request loses its first name on the way, after the browser's check passed it.
  const languages: unknown[] = [];
  await page.route('**/trpc/submissions.contact**', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, Record<string, unknown>>;
    for (const call of Object.values(body)) {
      languages.push(call.language);
      call.firstName = '';
    }
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expectNotice(page, 'الاسم الأول مطلوب');
  expect(languages).toEqual(['ar']);
  expect(await findContactByEmail(email)).toBeUndefined();

  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expectNotice(page, CONTACT_SUCCESS);
  await expect(page.locator('#contact-firstName')).toHaveValue('');
  const row = await findContactByEmail(email);
  expect(row).toMatchObject({
    first_name: 'أمينة',
    last_name: 'الخطيب',
    programme_interest: 'A-Level Courses',
    language: 'ar',
  });
});

test('/ar/contact: Book a Campus Visit leads to the Arabic booking page', async ({ page }) => {
  await page.goto('/ar/contact');
  await page.getByRole('link', { name: 'احجز زيارة للحرم الدراسي' }).first().click();
  await expect(page).toHaveURL('/ar/visit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('احجز زيارة للحرم الدراسي');
});

test('/ar/contact?enquiry=campus-visit arrives with the request prefilled in Arabic', async ({ page }) => {
  await page.goto('/ar/contact?enquiry=campus-visit');
  await expect(page.locator('#contact-message')).toHaveValue(/أودّ حجز زيارة للحرم الدراسي/);
});

// A family name for each width, so that each test finds its own admissions alert.
for (const [width, lastName] of [
  [375, 'الحربي'],
  [1280, 'القحطاني'],
] as const) {
  test(`at ${width} px /ar/apply sends an application in Arabic, stores it with its language, acknowledges it in Arabic and alerts admissions in English`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`ar-apply-${width}`);
    await openArabicForm(page, '/ar/apply', 'application-form');
    await page.locator('#apply-firstName').fill('يوسف');
    await page.locator('#apply-lastName').fill(lastName);
    await page.locator('#apply-dateOfBirth').fill('2007-03-14');
    await page.locator('#apply-nationality').fill('سعودي');
    await page.locator('#apply-email').fill(email);
    await page.locator('#apply-phone').fill('+966 50 000 0000');
    await page.locator('#apply-address').fill('شارع الملك فهد 12');
    await page.locator('#apply-city').fill('الرياض');
    await page.locator('#apply-postalCode').fill('12211');
    await page.locator('#apply-country').fill('المملكة العربية السعودية');
    await page.locator('#apply-programme').selectOption({ label: 'البرنامج التأسيسي (Foundation)' });
    await page.locator('#apply-startDate').selectOption({ label: 'سبتمبر 2026' });
    await page.locator('#apply-englishLevel').selectOption({ label: 'متقدم' });
    const seen = page.waitForRequest('**/trpc/submissions.application**');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    const request = await seen;
    expect(
      Object.values(JSON.parse(request.postData() ?? '{}') as Record<string, { language?: string }>).map(
        (call) => call.language,
      ),
    ).toEqual(['ar']);
    await expectNotice(page, APPLY_SUCCESS);
    const row = await findApplicationByEmail(email);
    expect(row).toMatchObject({
      first_name: 'يوسف',
      last_name: lastName,
      city: 'الرياض',
      programme: 'foundation',
      start_date: '2026-09-01',
      english_level: 'advanced',
      language: 'ar',
    });

    const [acknowledgement] = await waitForMail(email);
    expect(acknowledgement!.html).toContain('<html lang="ar" dir="rtl">');
    expect(acknowledgement!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(acknowledgement!.text).toMatch(/[\u0600-\u06FF]/);
    const [alert] = await waitForMail('admissions@academy.example', { subject: lastName });
    expect(alert!.text).toContain('Submitted in Arabic');
    expect(alert!.html).not.toContain('<html lang="ar"');
    expect(alert!.subject).toMatch(/^New application: /);
  });
}
