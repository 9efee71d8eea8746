import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2eDb } from '../../support/e2e/db';
import { fillOffer } from '../../support/e2e/offer-form';
import { waitForMail } from '../../support/e2e/mail';
import { signInAs, submitSignInForm } from '../../support/e2e/staff-session';
import {
  createAdmin,
  createApplication,
  createContact,
  createRequiredDocuments,
  type TestUser,
} from '../../support/factories';
import { uniqueEmail } from '../../support/unique-email';

// Every test makes its own admin and its own rows, found by a marker of its own, so the tests
// run in any order and in parallel; none reads what another one changed.

const HOUR_MS = 3_600_000;

/** A last-name prefix no other test (or run) uses, so a search finds only this test's rows. */
function newMarker(): string {
  return `Zz${randomBytes(4).toString('hex')}`;
}

interface Applicants {
  marker: string;
  /** The newest of the three applicants; the enquiry came from the same address. */
  applicantEmail: string;
}

/** Three applications an hour apart (Lukas the newest; Amira's in Arabic) and one enquiry from Lukas's address. */
async function createApplicants({ newestStatus }: { newestStatus?: string } = {}): Promise<Applicants> {
  const marker = newMarker();
  const applicantEmail = uniqueEmail('applicant');
  const base = Date.now() - 10 * HOUR_MS;
  const applicants = [
    { first_name: 'Ffion', programme: 'alevel', email: uniqueEmail('first') },
    // Sent from the Arabic site, with her given name in Arabic script.
    { first_name: 'أميرة', programme: 'foundation', email: uniqueEmail('second'), language: 'ar' as const },
    {
      first_name: 'Lukas',
      programme: 'gcse',
      email: applicantEmail,
      ...(newestStatus ? { status: newestStatus } : {}),
    },
  ];
  for (const [i, applicant] of applicants.entries()) {
    await createApplication(e2eDb(), {
      ...applicant,
      last_name: `${marker}-${i}`,
      date_of_birth: `2006-04-0${i + 1}`,
      phone: `029 2018 01${i}0`,
      address: `${i + 1} Queen Street`,
      postal_code: 'CF10 2AB',
      motivation: 'I would like to study in Cardiff.\nIt is a great city.',
      created_at: new Date(base + i * HOUR_MS),
    });
  }
  await createContact(e2eDb(), {
    first_name: 'Lukas',
    last_name: `${marker}-enquiry`,
    email: applicantEmail,
    message: 'First line of my question\nSecond line',
    created_at: new Date(base),
  });
  return { marker, applicantEmail };
}

/** A new admin of the test's own, signed in on the dashboard. */
async function openDashboard(page: Page): Promise<TestUser> {
  const admin = await createAdmin(e2eDb(), { label: 'officer' });
  await signInAs(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  return admin;
}

async function searchApplications(page: Page, marker: string) {
  await page.getByLabel('Search applications').fill(marker);
  await expect(page.getByTestId('application-card')).toHaveCount(3);
}

async function tabCount(page: Page, name: 'Applications' | 'Contacts'): Promise<number> {
  const text = await page
    .getByRole('tab', { name: new RegExp(`^${name}`) })
    .getByTestId('tab-total')
    .textContent();
  return Number(text?.replace(/,/g, ''));
}

test('/admin without a session goes to /auth and comes back to /admin after sign-in', async ({ page }) => {
  const admin = await createAdmin(e2eDb(), { label: 'officer' });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await submitSignInForm(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();

  // A visitor who already has a session is sent on from /auth at once.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a tab chosen the moment the dashboard shows after sign-in stays chosen', async ({ page }) => {
  const admin = await createAdmin(e2eDb(), { label: 'quick' });
  await page.goto('/auth');
  // Signing in asks auth.me twice (the screen's query and the header's refresh); the second
  // answer, held back here, must not send the browser to /admin a second time.
  let signedIn = false;
  let answers = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/auth.me?**', async (route) => {
    if (signedIn && ++answers === 2) await released;
    await route.continue();
  });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  signedIn = true;
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=security$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  release();
  // The header's button follows the held answer, after anything that answer set off.
  await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=security$/);
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
});

test('the dashboard opens on Applications, with tab counts that match the database', async ({ page }) => {
  await createApplicants();
  await openDashboard(page);
  await expect(page.getByRole('tab', { name: /^Applications/ })).toHaveAttribute('aria-selected', 'true');

  // Other tests add rows meanwhile, so reload until the counts and the database agree.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('application-card').first()).toBeVisible();
    const [applications, contacts] = await Promise.all([
      e2eDb()
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
      e2eDb()
        .selectFrom('contact_submissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    expect(await tabCount(page, 'Applications')).toBe(Number(applications.n));
    expect(await tabCount(page, 'Contacts')).toBe(Number(contacts.n));
  }).toPass({ timeout: 20_000 });
});

test('a search narrows the applications to the matching ones, newest first, each with its key facts and language', async ({
  page,
}) => {
  const { marker, applicantEmail } = await createApplicants();
  await openDashboard(page);

  await searchApplications(page, marker);
  const cards = page.getByTestId('application-card');
  const names = await cards.getByRole('heading').allTextContents();
  expect(names).toEqual([`Lukas ${marker}-2`, `أميرة ${marker}-1`, `Ffion ${marker}-0`]);
  // Each name is isolated, so an Arabic given name keeps its place before the family name.
  await expect(cards.nth(1).getByRole('heading').locator('bdi')).toHaveText(`أميرة ${marker}-1`);
  expect(await cards.getByTestId('language-marker').allTextContents()).toEqual(['English', 'Arabic', 'English']);
  await expect(cards.nth(1).getByTestId('language-marker')).toHaveAttribute('title', 'Sent in Arabic');
  const newest = page.getByTestId('application-card').first();
  await expect(newest.getByText('GCSE Programme')).toBeVisible();
  await expect(newest.getByText(applicantEmail)).toBeVisible();
  await expect(newest.getByText('029 2018 0120')).toBeVisible();
  await expect(newest.getByText('New')).toBeVisible();
});

test('the detail view shows every field and links the enquiry from the same address', async ({ page }) => {
  const { marker } = await createApplicants();
  await openDashboard(page);
  await searchApplications(page, marker);

  await page
    .getByTestId('application-card')
    .first()
    .getByRole('button', { name: `Lukas ${marker}-2` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Lukas ${marker}-2` })).toBeVisible();
  for (const text of [
    'Welsh',
    '3 Queen Street',
    'CF10 2AB',
    'United Kingdom',
    'September 2026',
    'It is a great city.',
  ]) {
    await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(dialog.getByTestId('linked')).toContainText('Enquiry');
});

test('a status change is recorded with who and why, e-mails the applicant, and shows on the card', async ({ page }) => {
  const { marker, applicantEmail } = await createApplicants();
  const admin = await openDashboard(page);
  await searchApplications(page, marker);

  await page
    .getByTestId('application-card')
    .first()
    .getByRole('button', { name: `Lukas ${marker}-2` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Lukas ${marker}-2` })).toBeVisible();
  await dialog.getByLabel('New status').selectOption('offer');
  await fillOffer(dialog);
  await dialog.getByLabel('Note for the history (optional)').fill('Strong application');
  await dialog.getByLabel(/Email the applicant/).check();
  // Lukas has sent none of the GCSE's required documents: the form names them and waits for a confirmation.
  const warning = dialog.getByTestId('offer-missing-documents');
  await expect(warning.getByRole('listitem')).toHaveText([
    'Passport or national ID (Missing)',
    'Latest school report or transcript (Missing)',
  ]);
  const save = dialog.getByRole('button', { name: 'Save status' });
  await expect(save).toBeDisabled();
  await warning.getByLabel('Make the offer without them (recorded in the history)').check();
  await save.click();
  await expect(page.getByText('Status set to Offer. The applicant will be emailed.')).toBeVisible();
  const history = dialog.getByTestId('status-history');
  await expect(history).toContainText('Submitted → Offer');
  await expect(history).toContainText(admin.email);
  await expect(history).toContainText('Strong application');
  await expect(history).toContainText(
    'Offer confirmed without required documents: Passport or national ID, Latest school report or transcript',
  );
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
});

test('an offer saved without its e-mail can be e-mailed later, once, and an interview e-mails by default', async ({
  page,
}) => {
  const { marker, applicantEmail } = await createApplicants();
  const lukas = await e2eDb()
    .selectFrom('applications')
    .select(['id', 'programme'])
    .where('last_name', '=', `${marker}-2`)
    .executeTakeFirstOrThrow();
  await createRequiredDocuments(e2eDb(), lukas);
  await openDashboard(page);
  await searchApplications(page, marker);

  await page
    .getByTestId('application-card')
    .first()
    .getByRole('button', { name: `Lukas ${marker}-2` })
    .click();
  const dialog = page.getByRole('dialog');
  const newStatus = dialog.getByLabel('New status');
  const emailBox = dialog.getByLabel(/Email the applicant/);
  await newStatus.selectOption('interview');
  await expect(emailBox).toBeChecked();
  await newStatus.selectOption('offer');
  await expect(emailBox).not.toBeChecked();
  await expect(dialog.getByTestId('offer-missing-documents')).toHaveCount(0);
  await fillOffer(dialog);
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status set to Offer.', { exact: true })).toBeVisible();

  // Saved without the e-mail: the box is gone with the change, and the e-mail is offered on its own.
  await expect(dialog.getByTestId('status-history')).toContainText('Submitted → Offer');
  await expect(emailBox).toHaveCount(0);
  const owed = dialog.getByTestId('status-email-owed');
  await expect(owed).toContainText('The applicant has not been emailed about this change to Offer.');
  await owed.getByRole('button', { name: 'Send the status email' }).click();
  await expect(page.getByText('The status email is on its way to the applicant.')).toBeVisible();
  await expect(owed).toHaveCount(0);
  await expect(dialog.getByTestId('status-history')).toContainText(/email to the applicant queued|applicant emailed/);
  const [offer] = await waitForMail(applicantEmail, { subject: 'An offer of a place' });
  expect(offer!.text).toContain('This is an unconditional offer.');
  await expect
    .poll(async () =>
      (
        await e2eDb()
          .selectFrom('email_outbox')
          .select('status')
          .where('reference_id', '=', lukas.id)
          .where('kind', '=', 'application_status')
          .execute()
      ).map((row) => row.status),
    )
    .toEqual(['sent']);
});

test('the status filter narrows the list, and Export CSV downloads exactly the filtered list', async ({ page }) => {
  const { marker, applicantEmail } = await createApplicants({ newestStatus: 'offer' });
  await openDashboard(page);
  await searchApplications(page, marker);

  await page.getByLabel('Status', { exact: true }).selectOption('offer');
  await expect(page.getByTestId('application-card')).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Lukas,${marker}-2,${applicantEmail}`);
});

test('the Contacts tab finds an enquiry and keeps its line breaks', async ({ page }) => {
  const { marker } = await createApplicants();
  await openDashboard(page);

  await page.getByRole('tab', { name: /^Contacts/ }).click();
  await page.getByLabel('Search contacts').fill(marker);
  const contact = page.getByTestId('contact-card');
  await expect(contact).toHaveCount(1);
  await expect(contact.getByText('First line of my question')).toBeVisible();
  const message = await contact.locator('p.whitespace-pre-line').innerText();
  expect(message).toBe('First line of my question\nSecond line');
});

test('Logout ends the session: the home page, and /admin asks to sign in again', async ({ page }) => {
  await openDashboard(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a notice left for the next page shows once on a staff screen, and so does every toast after it', async ({
  page,
}) => {
  const admin = await createAdmin(e2eDb(), { label: 'flash' });
  // As signing out leaves "Logged out successfully" for the page that loads next, when that
  // page is the sign-in screen (the home page was left before it could show it).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('test:flashed') === null) {
      sessionStorage.setItem('test:flashed', 'yes');
      sessionStorage.setItem('academy:notice', JSON.stringify({ kind: 'success', message: 'Logged out successfully' }));
    }
  });
  await page.goto('/auth');
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
  await submitSignInForm(page, admin);
  await expect(page.getByText('Successfully logged in!')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
});
