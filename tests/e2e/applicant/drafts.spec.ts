import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { addressProblems, NO_ADDRESS_PROBLEMS } from '../../support/e2e/email-addresses';
import { closeE2eDb, e2eDb } from '../../support/e2e/db';
import { openSignInLink, signInLinkPath } from '../../support/e2e/applicant-session';
import { waitForMail } from '../../support/e2e/mail';

const APPLY_SUCCESS = "Application submitted successfully! We'll review it and get back to you soon.";
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@mail.example`;

test.afterAll(closeE2eDb);

/** A control by its visible label; required labels end in a (decorative) asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

function linkPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/applicant\/sign-in\?resume=1#token=[a-z2-7]+/.exec(text);
  if (!match) throw new Error(`no "continue" sign-in link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}${url.hash}`;
}

const draftOf = (email: string) =>
  e2eDb().selectFrom('application_drafts').select(['values', 'step']).where('email', '=', email).executeTakeFirst();

for (const width of [375, 1280]) {
  test(`at ${width} px an applicant saves the form to finish later, reopens it from the e-mail where they stopped, and sends it`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`draft-${width}`);
    const lastName = `Draft${randomBytes(3).toString('hex')}`;

    // Step 1 and part of step 2, then "save and finish later".
    await page.goto('/apply');
    await page.waitForFunction(
      () => document.querySelector('[data-island="application-form"][data-hydrated]') !== null,
    );
    await field(page, 'First Name').fill('Nia');
    await field(page, 'Last Name').fill(lastName);
    await field(page, 'Date of Birth').fill('2008-04-17');
    await field(page, 'Nationality').fill('Welsh');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('029 2018 0456');
    await page.getByRole('button', { name: 'Save and finish later' }).click();
    const linkSent = page.getByRole('status').filter({ hasText: 'We have e-mailed you a link' });
    await expect(linkSent).toContainText(`at ${email}`);
    expect(await addressProblems(linkSent)).toEqual(NO_ADDRESS_PROBLEMS);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await draftOf(email)).toEqual({
      values: expect.objectContaining({ firstName: 'Nia', lastName, phone: '029 2018 0456' }),
      step: 3,
    });

    const [mail] = await waitForMail(email, { subject: 'Continue your application' });
    const link = linkPath(mail!.text);

    // The link is opened where the e-mail is read: another browser, with no cookie of this one.
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    const phone = await context.newPage();
    await openSignInLink(phone, link, email);
    await expect(phone).toHaveURL(/\/apply\?resume=1$/);
    // Where to carry on, and as whom: the application goes from the signed-in address.
    await expect(phone.getByRole('status').filter({ hasText: 'Welcome back' })).toHaveText(
      `Welcome back. Your answers are in place: carry on from Contact Information. Signed in as ${email}: your application will be sent from this address.`,
    );
    await expect(field(phone, 'First Name')).toHaveValue('Nia');
    await expect(field(phone, 'Last Name')).toHaveValue(lastName);
    await expect(field(phone, 'Date of Birth')).toHaveValue('2008-04-17');
    await expect(field(phone, 'Nationality')).toHaveValue('Welsh');
    await expect(field(phone, 'Email')).toHaveValue(email);
    await expect(field(phone, 'Email')).toHaveAttribute('readonly', '');
    await expect(field(phone, 'Phone')).toHaveValue('029 2018 0456');
    // At step 2, on the first field still to fill in.
    await expect(field(phone, 'Address')).toBeFocused();
    await expect(field(phone, 'Address')).toBeInViewport();

    // Typing saves by itself, and the page says when.
    await phone.keyboard.type('7 Resume Road');
    await expect(phone.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
    await expect.poll(async () => (await draftOf(email))?.values.address).toBe('7 Resume Road');
    await field(phone, 'Phone').fill('029 2018 0999');
    await expect.poll(async () => (await draftOf(email))?.values.phone).toBe('029 2018 0999');

    await field(phone, 'City').fill('Cardiff');
    await field(phone, 'Postal Code').fill('CF10 1AA');
    await field(phone, 'Country').fill('United Kingdom');
    await field(phone, 'Programme').selectOption('alevel');
    await field(phone, 'Start Date').selectOption('2026-09-01');
    await phone.getByRole('button', { name: 'Submit Application' }).click();
    await expect(phone.getByText(APPLY_SUCCESS)).toBeVisible();
    await expect(phone.getByText('Your application is in your application space')).toBeVisible();
    await expect.poll(() => draftOf(email)).toBeUndefined();
    const application = await e2eDb()
      .selectFrom('applications')
      .select(['last_name', 'phone', 'address'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(application).toEqual({ last_name: lastName, phone: '029 2018 0999', address: '7 Resume Road' });

    // The applicant's space lists it, and has no draft left to continue.
    await phone.getByRole('link', { name: 'Go to your application space' }).click();
    await expect(phone.getByRole('heading', { name: 'Your applications' })).toBeVisible();
    await expect(phone.getByRole('article', { name: 'A-Level Courses' })).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Continue your application' })).toHaveCount(0);
    await context.close();
  });
}

test('a signed-in applicant with a draft is offered it in their space, and an address that is not valid cannot save', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('draft-space');
  await page.goto('/apply');
  await page.waitForFunction(() => document.querySelector('[data-island="application-form"][data-hydrated]') !== null);
  await field(page, 'First Name').fill('Owain');
  await field(page, 'Email').fill('owain@');
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address');
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have e-mailed you a link' })).toBeVisible();
  // Their save becomes their draft through the link e-mailed for it (a plain link claims no save).
  const [saved] = await waitForMail(email, { subject: 'Continue your application' });
  await openSignInLink(page, linkPath(saved!.text), email);
  await expect(page).toHaveURL(/\/apply\?resume=1$/);
  await expect(field(page, 'First Name')).toHaveValue('Owain');

  // Asked for a plain sign-in link later, on another device, they land in their space, which offers the draft.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const phone = await context.newPage();
  await phone.goto('/applicant');
  await phone.getByLabel('The e-mail address you applied with').fill(email);
  await phone.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const [mail] = await waitForMail(email, { subject: 'Your sign-in link' });
  await openSignInLink(phone, signInLinkPath(mail!.text), email);
  await expect(phone.getByRole('article', { name: 'Your application in progress' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('link', { name: 'Continue your application' }).click();
  await expect(phone).toHaveURL(/\/apply\?resume=1$/);
  await expect(field(phone, 'First Name')).toHaveValue('Owain');
  await expect(field(phone, 'Email')).toHaveValue(email);
  // They were at the e-mail address, in step 2: its first empty field.
  await expect(field(phone, 'Phone')).toBeFocused();
  await context.close();
});
