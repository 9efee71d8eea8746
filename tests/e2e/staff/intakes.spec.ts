import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb, findApplicationByEmail } from '../../support/e2e/db';
import { openSignInLink } from '../../support/e2e/applicant-session';
import { waitForMail } from '../../support/e2e/mail';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin } from '../../support/factories';
import { fillOffer } from '../../support/e2e/offer-form';

const APPLY_SUCCESS = "Application submitted successfully! We'll review it and get back to you soon.";
const APPLY_SUCCESS_AR = 'تم إرسال طلبك بنجاح! سنراجعه ونتواصل معك قريبًا.';

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

/** A control by its visible label; required labels end in a (decorative) asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** Fills everything but the programme and start date, in the page's language, through the fields' ids. */
async function fillApplicant(page: Page, email: string) {
  await page.locator('#apply-firstName').fill('Leila');
  await page.locator('#apply-lastName').fill('Haddad');
  await page.locator('#apply-dateOfBirth').fill('2004-05-06');
  await page.locator('#apply-nationality').fill('Jordanian');
  await page.locator('#apply-email').fill(email);
  await page.locator('#apply-phone').fill('029 2018 0456');
  await page.locator('#apply-address').fill('1 Example Road');
  await page.locator('#apply-city').fill('Cardiff');
  await page.locator('#apply-postalCode').fill('CF10 1AA');
  await page.locator('#apply-country').fill('United Kingdom');
}

/** The applicant's browser: no staff cookie. */
async function applicantPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

for (const [width, year] of [
  [375, 2091],
  [1280, 2092],
] as const) {
  test(`at ${width} px staff open an intake, an applicant applies to it in English and Arabic, and once closed the form no longer offers it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const admin = { email: unique(`intakes-admin-${width}`), password: 'intakes password' };
    await createAdmin(e2eDb(), admin);
    const name = `Pre-Masters Programme, September ${year}`;

    await signInAs(page, admin);
    await page.getByRole('tab', { name: 'Intakes' }).click();
    await expect(page.getByRole('heading', { name: 'Intakes', level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Create a draft: the form does not offer it yet.
    const create = page.getByRole('form', { name: 'New intake' });
    await create.getByLabel('Programme').selectOption('premasters');
    await create.getByLabel('Start date').fill(`${year}-09-07`);
    await create.getByLabel('Application deadline').fill(`${year}-06-30`);
    await create.getByLabel('Capacity (places, optional)').fill('2');
    await create.getByRole('button', { name: 'Create intake' }).click();
    await expect(page.getByText(`${name} is saved as a draft.`)).toBeVisible();
    const row = page.getByTestId('intake').filter({ hasText: name });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByTestId('intake-counts')).toHaveText(
      'Applications:0Offers:0Places left:2Deposit:not setWaiting list:0',
    );

    await row.getByRole('button', { name: `Open ${name}` }).click();
    await expect(page.getByText(`${name} is open: the form offers it.`)).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // An applicant applies to it in English...
    const english = await applicantPage(browser, width);
    const englishEmail = unique(`intake-en-${width}`);
    await english.goto('/apply');
    await fillApplicant(english, englishEmail);
    await field(english, 'Programme').selectOption('premasters');
    await field(english, 'Start Date').selectOption({ label: `September ${year}` });
    await expect(english.getByTestId('intake-notice')).toHaveText(`Applications close on 30 June ${year}.`);
    await english.getByRole('button', { name: 'Submit Application' }).click();
    await expect(english.getByText(APPLY_SUCCESS)).toBeVisible();
    expect(await findApplicationByEmail(englishEmail)).toMatchObject({
      programme: 'premasters',
      start_date: `${year}-09-07`,
      waiting_list: false,
    });

    // ...and in Arabic, where its month is named in Arabic.
    const arabic = await applicantPage(browser, width);
    const arabicEmail = unique(`intake-ar-${width}`);
    await arabic.goto('/ar/apply');
    await fillApplicant(arabic, arabicEmail);
    await arabic.locator('#apply-programme').selectOption({ label: 'برنامج ما قبل الماجستير (Pre-Masters)' });
    await arabic.locator('#apply-startDate').selectOption({ label: `سبتمبر ${year}` });
    await expect(arabic.getByTestId('intake-notice')).toHaveText(`يُغلق باب التقديم في 30 يونيو ${year}.`);
    expect(await seriousViolations(arabic)).toEqual([]);
    await arabic.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(arabic.getByText(APPLY_SUCCESS_AR)).toBeVisible();
    expect(await findApplicationByEmail(arabicEmail)).toMatchObject({
      programme: 'premasters',
      start_date: `${year}-09-07`,
      language: 'ar',
    });

    // Staff see both on the intake, then close it.
    await page.reload();
    await expect(row.getByTestId('intake-counts')).toHaveText(
      'Applications:2Offers:0Places left:2Deposit:not setWaiting list:0',
    );
    await row.getByRole('button', { name: `Close ${name}` }).click();
    await expect(page.getByText(`${name} is closed: the form no longer offers it.`)).toBeVisible();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();

    // The form no longer offers it, in either language.
    await english.goto('/apply');
    await field(english, 'Programme').selectOption('premasters');
    const options = english.locator('#apply-startDate option');
    await expect(options.filter({ hasText: 'September 2026' })).toHaveCount(1);
    await expect(options.filter({ hasText: `September ${year}` })).toHaveCount(0);
    await arabic.goto('/ar/apply');
    await arabic.locator('#apply-programme').selectOption('premasters');
    await expect(arabic.locator('#apply-startDate option').filter({ hasText: 'سبتمبر 2026' })).toHaveCount(1);
    await expect(arabic.locator('#apply-startDate option').filter({ hasText: `سبتمبر ${year}` })).toHaveCount(0);
    await english.context().close();
    await arabic.context().close();
  });
}

test('an intake is edited, and a year is copied to the next as drafts in one step', async ({ page }) => {
  const admin = { email: unique('intakes-copy-admin'), password: 'intakes password' };
  await createAdmin(e2eDb(), admin);
  await signInAs(page, admin);
  await page.getByRole('tab', { name: 'Intakes' }).click();
  const create = page.getByRole('form', { name: 'New intake' });
  await create.getByLabel('Programme').selectOption('summer');
  await create.getByLabel('Start date').fill('2093-07-06');
  await create.getByLabel('Application deadline').fill('2093-05-29');
  await create.getByRole('button', { name: 'Create intake' }).click();
  const name = 'Summer School Programme, July 2093';
  await expect(page.getByText(`${name} is saved as a draft.`)).toBeVisible();

  const row = page.getByTestId('intake').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Deadline policy').selectOption('rolling');
  await edit.getByLabel('Capacity (places, optional)').fill('40');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await expect(row).toContainText('(rolling)');
  await expect(row.getByTestId('intake-counts')).toContainText('Places left:40');

  const copy = page.getByRole('form', { name: 'Copy a year' });
  await copy.getByLabel('Year to copy').selectOption('2093');
  await copy.getByRole('button', { name: 'Copy 2093’s intakes to 2094' }).click();
  await expect(page.getByText('1 intake copied to 2094 as drafts.')).toBeVisible();
  const copied = page.getByTestId('intake').filter({ hasText: 'Summer School Programme, July 2094' });
  await expect(copied.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copied).toContainText('(rolling)');
});

test('a draft saved for an intake that has since closed reopens with a clear message, its values as they were, and asks for another', async ({
  page,
  browser,
}) => {
  const intake = await e2eDb()
    .insertInto('intakes')
    .values({ programme: 'gcse', starts_on: '2095-09-04', deadline: '2095-06-30', state: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = unique('intake-draft');
  await page.goto('/apply');
  await page.waitForFunction(() => document.querySelector('[data-island="application-form"][data-hydrated]') !== null);
  await field(page, 'First Name').fill('Nia');
  await field(page, 'Email').fill(email);
  await field(page, 'Programme').selectOption('gcse');
  await field(page, 'Start Date').selectOption({ label: 'September 2095' });
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have e-mailed you a link' })).toBeVisible();
  const draft = () =>
    e2eDb().selectFrom('application_drafts').select('values').where('email', '=', email).executeTakeFirst();
  expect((await draft())?.values).toMatchObject({ firstName: 'Nia', programme: 'gcse', startDate: '2095-09-04' });

  // Staff close the intake before the applicant comes back.
  await e2eDb().updateTable('intakes').set({ state: 'closed' }).where('id', '=', intake.id).execute();

  const [mail] = await waitForMail(email, { subject: 'Continue your application' });
  const link = /https?:\/\/[^\s]+\/applicant\/sign-in\?resume=1#token=[a-z2-7]+/.exec(mail!.text)![0];
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const phone = await context.newPage();
  await openSignInLink(phone, new URL(link).pathname + new URL(link).search + new URL(link).hash, email);
  await expect(phone).toHaveURL(/\/apply\?resume=1$/);
  await expect(phone.getByTestId('intake-notice')).toHaveText(
    'The start date you chose before is no longer taking applications. Please choose another start date; everything else you entered is as you left it.',
  );
  await expect(field(phone, 'First Name')).toHaveValue('Nia');
  await expect(field(phone, 'Programme')).toHaveValue('gcse');
  await expect(field(phone, 'Start Date')).toHaveValue('');
  expect(await seriousViolations(phone)).toEqual([]);
  // Reopening changed nothing that was saved.
  expect((await draft())?.values).toMatchObject({ firstName: 'Nia', programme: 'gcse', startDate: '2095-09-04' });

  await field(phone, 'Start Date').selectOption({ label: 'September 2026' });
  await expect(phone.getByTestId('intake-notice')).not.toContainText('no longer taking applications');
  await expect(field(phone, 'Start Date')).toHaveValue('2026-09-01');
  await context.close();
});

test('a programme with no open intake says so and points to the contact form, in English and Arabic', async ({
  page,
}) => {
  // Every programme of the suite's database has open intakes: here the form is told of none but one.
  await page.route('**/trpc/intakes.offered', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        result: {
          data: [{ programme: 'alevel', startsOn: '2096-09-07', deadline: '2096-06-30', policy: 'strict', full: true }],
        },
      }),
    }),
  );
  await page.goto('/apply');
  await field(page, 'Programme').selectOption('summer');
  await expect(page.getByTestId('intake-notice')).toHaveText(
    'This programme has no start date open for applications at the moment. Contact us and we will tell you when the next one opens.',
  );
  await expect(page.getByTestId('intake-notice').getByRole('link')).toHaveAttribute('href', '/contact');
  await expect(field(page, 'Start Date')).toBeDisabled();
  // A full intake is offered, and says before sending that the application joins its waiting list.
  await field(page, 'Programme').selectOption('alevel');
  await field(page, 'Start Date').selectOption({ label: 'September 2096 (waiting list)' });
  await expect(page.getByTestId('intake-notice')).toContainText(
    'This start date is full: when you send your application, it joins the waiting list.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/ar/apply');
  await page.locator('#apply-programme').selectOption('summer');
  await expect(page.getByTestId('intake-notice')).toHaveText(
    'لا يوجد حاليًا موعد بدء مفتوح للتقديم في هذا البرنامج. تواصل معنا وسنخبرك عندما يُفتح الموعد التالي.',
  );
  await expect(page.getByTestId('intake-notice').getByRole('link')).toHaveAttribute('href', '/ar/contact');
  await page.locator('#apply-programme').selectOption('alevel');
  await page.locator('#apply-startDate').selectOption({ label: 'سبتمبر 2096 (قائمة الانتظار)' });
  await expect(page.getByTestId('intake-notice')).toContainText('سيُضاف إلى قائمة الانتظار');
});

test('staff see "Waiting list" on an application sent to a full intake, and an offer past its capacity needs a second confirmation, recorded', async ({
  page,
}) => {
  const db = e2eDb();
  await db
    .insertInto('intakes')
    .values({ programme: 'english', starts_on: '2097-01-04', deadline: '2096-12-01', state: 'open', capacity: 1 })
    .execute();
  const marker = `Cap${randomBytes(3).toString('hex')}`;
  const base = {
    date_of_birth: '2005-01-01',
    nationality: 'Welsh',
    phone: '029 2018 0456',
    address: '1 Example Road',
    city: 'Cardiff',
    postal_code: 'CF10 1AA',
    country: 'United Kingdom',
    programme: 'english',
    start_date: '2097-01-04',
  };
  await db
    .insertInto('applications')
    .values([
      { ...base, first_name: 'Offered', last_name: marker, email: unique('cap-offered'), status: 'offer' },
      { ...base, first_name: 'Waiting', last_name: marker, email: unique('cap-waiting'), waiting_list: true },
    ])
    .execute();
  const admin = { email: unique('intakes-capacity-admin'), password: 'intakes password' };
  await createAdmin(db, admin);
  await signInAs(page, admin);
  await page.getByLabel('Search applications').fill(marker);
  const waiting = page.getByTestId('application-card').filter({ hasText: `Waiting ${marker}` });
  await expect(waiting.getByTestId('waiting-list-marker')).toHaveText('Waiting list');
  await expect(
    page
      .getByTestId('application-card')
      .filter({ hasText: `Offered ${marker}` })
      .getByTestId('waiting-list-marker'),
  ).toHaveCount(0);

  await waiting.getByRole('button', { name: `Waiting ${marker}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('waiting-list-marker')).toBeVisible();
  await dialog.getByLabel('New status').selectOption('offer');
  await fillOffer(dialog);
  const beyond = dialog.getByTestId('offer-beyond-capacity');
  await expect(beyond).toContainText(
    'Every place of this intake is offered (1 of 1): this offer goes beyond its capacity.',
  );
  const save = dialog.getByRole('button', { name: 'Save status' });
  await expect(save).toBeDisabled();
  await dialog
    .getByTestId('offer-missing-documents')
    .getByLabel('Make the offer without them (recorded in the history)')
    .check();
  await expect(save).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await beyond.getByLabel('Offer a place beyond the capacity (recorded in the history)').check();
  await save.click();
  await expect(page.getByText('Status set to Offer.')).toBeVisible();
  await expect(dialog.getByTestId('status-history')).toContainText('Offer confirmed beyond the intake’s capacity');
});
