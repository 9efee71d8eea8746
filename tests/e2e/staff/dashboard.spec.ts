import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createAdminByCommand, e2eDb } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';

const suffix = randomBytes(4).toString('hex');
const admin = { email: `officer-${suffix}@example.test`, password: 'officer password' };
const marker = `Zz${suffix}`;
const applicantEmail = `applicant-${suffix}@example.test`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await createAdminByCommand(admin.email, admin.password);
  const hour = 3600_000;
  const base = Date.now() - 10 * hour;
  const application = (i: number, email: string) => ({
    first_name: ['Ffion', 'Amira', 'Lukas'][i]!,
    last_name: `${marker}-${i}`,
    date_of_birth: '2006-04-0' + (i + 1),
    nationality: 'Welsh',
    email,
    phone: `029 2018 01${i}0`,
    address: `${i + 1} Queen Street`,
    city: 'Cardiff',
    postal_code: 'CF10 2AB',
    country: 'United Kingdom',
    programme: ['alevel', 'foundation', 'gcse'][i]!,
    start_date: 'sep2026',
    motivation: 'I would like to study in Cardiff.\nIt is a great city.',
    created_at: new Date(base + i * hour),
  });
  await e2eDb()
    .insertInto('applications')
    .values([application(0, `first-${suffix}@example.test`), application(1, `second-${suffix}@example.test`), application(2, applicantEmail)])
    .execute();
  await e2eDb()
    .insertInto('contact_submissions')
    .values({
      first_name: 'Lukas',
      last_name: `${marker}-enquiry`,
      email: applicantEmail,
      message: 'First line of my question\nSecond line',
      created_at: new Date(base),
    })
    .execute();
});

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
}

async function tabCount(page: Page, name: 'Applications' | 'Contacts'): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${name}`) }).getByTestId('tab-total').textContent();
  return Number(text?.replace(/,/g, ''));
}

test('/admin without a session goes to /auth and comes back to /admin after sign-in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();

  // A visitor who already has a session is sent on from /auth at once.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin works the dashboard: counts, order, tabs, detail, status, search, export, logout', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: /^Applications/ })).toHaveAttribute('aria-selected', 'true');

  // Counts match the database (other specs may add rows meanwhile, so reload until they agree).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('application-card').first()).toBeVisible();
    const [applications, contacts] = await Promise.all([
      e2eDb().selectFrom('applications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      e2eDb().selectFrom('contact_submissions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    expect(await tabCount(page, 'Applications')).toBe(Number(applications.n));
    expect(await tabCount(page, 'Contacts')).toBe(Number(contacts.n));
  }).toPass({ timeout: 20_000 });

  // Search narrows to this spec's rows, newest first.
  await page.getByLabel('Search applications').fill(marker);
  await expect(page.getByTestId('application-card')).toHaveCount(3);
  const names = await page.getByTestId('application-card').getByRole('heading').allTextContents();
  expect(names).toEqual([`Lukas ${marker}-2`, `Amira ${marker}-1`, `Ffion ${marker}-0`]);
  const newest = page.getByTestId('application-card').first();
  await expect(newest.getByText('GCSE Programme')).toBeVisible();
  await expect(newest.getByText(applicantEmail)).toBeVisible();
  await expect(newest.getByText('029 2018 0120')).toBeVisible();
  await expect(newest.getByText('New')).toBeVisible();

  // Detail view with every field, then a status change recorded with who.
  await newest.getByRole('button', { name: `Lukas ${marker}-2` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Lukas ${marker}-2` })).toBeVisible();
  for (const text of ['Welsh', '3 Queen Street', 'CF10 2AB', 'United Kingdom', 'September 2026', 'It is a great city.']) {
    await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(dialog.getByTestId('linked')).toContainText('Enquiry');
  await dialog.getByLabel('New status').selectOption('offer');
  await dialog.getByLabel('Note for the history (optional)').fill('Strong application');
  await dialog.getByLabel(/Email the applicant/).check();
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status set to Offer. The applicant will be emailed.')).toBeVisible();
  const history = dialog.getByTestId('status-history');
  await expect(history).toContainText('Submitted → Offer');
  await expect(history).toContainText(admin.email);
  await expect(history).toContainText('Strong application');
  await dialog.getByLabel('Add a note').fill('Called to congratulate.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByTestId('notes')).toContainText('Called to congratulate.');
  const [offer] = await waitForMail(applicantEmail, { subject: 'An offer of a place' });
  expect(offer!.text).toContain('We are delighted to offer you a place');
  await expect
    .poll(async () => {
      const row = await e2eDb()
        .selectFrom('email_outbox')
        .select('status')
        .where('recipient', '=', applicantEmail)
        .where('kind', '=', 'application_status')
        .executeTakeFirst();
      return row?.status;
    })
    .toBe('sent');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('application-card').first().getByText('Offer')).toBeVisible();
  await expect(page.getByTestId('application-card').first().getByText('New')).toHaveCount(0);

  // Status filter.
  await page.getByLabel('Status', { exact: true }).selectOption('offer');
  await expect(page.getByTestId('application-card')).toHaveCount(1);

  // Export exactly the filtered list.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Lukas,${marker}-2,${applicantEmail}`);

  // Contacts tab: the message keeps its line breaks.
  await page.getByRole('tab', { name: /^Contacts/ }).click();
  await page.getByLabel('Search contacts').fill(marker);
  const contact = page.getByTestId('contact-card');
  await expect(contact).toHaveCount(1);
  await expect(contact.getByText('First line of my question')).toBeVisible();
  const message = await contact.locator('p.whitespace-pre-line').innerText();
  expect(message).toBe('First line of my question\nSecond line');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});
