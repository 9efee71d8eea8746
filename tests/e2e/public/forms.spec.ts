import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { closeE2eDb, findApplicationByEmail, findContactByEmail } from '../../support/e2e/db';

const CONTACT_SUCCESS = "Message sent successfully! We'll get back to you soon.";
const APPLY_SUCCESS = "Application submitted successfully! We'll review it and get back to you soon.";
const GENERIC_ERROR = 'An error occurred. Please try again or contact support.';

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

test.afterAll(closeE2eDb);

/** A control by its visible label; required labels end in a (decorative) asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** A promise the test resolves when it is ready: a held route waits on it instead of a clock. */
function heldUntil() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

test.describe('contact form', () => {
  test("what a visitor types before the form's code arrives is kept and sent", async ({ page }) => {
    const email = uniqueEmail('early');
    // Hold the form island's code until the visitor has typed, as on a slow phone.
    const typed = heldUntil();
    await page.route('**/assets/contact-form.island-*.js', async (route) => {
      await typed.promise;
      await route.continue();
    });
    await page.goto('/contact');
    await field(page, 'First Name').fill('Early');
    await field(page, 'Last Name').fill('Bird');
    await field(page, 'Email').fill(email);
    await field(page, 'Programme of Interest').selectOption('A-Level Courses');
    await field(page, 'Message').fill('Typed before the form was ready.');
    typed.release();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated');
    await expect(field(page, 'First Name')).toHaveValue('Early');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    const row = await findContactByEmail(email);
    expect(row).toMatchObject({ first_name: 'Early', last_name: 'Bird', message: 'Typed before the form was ready.' });
  });

  test('a form sent before its code arrives is sent once the code is there, never as a page load', async ({ page }) => {
    const held = heldUntil();
    await page.route('**/assets/contact-form.island-*.js', async (route) => {
      await held.promise;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    held.release();
    await expect(page.getByText('First name is required').first()).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('shows the first failing message, keeps the values and marks the field', async ({ page }) => {
    await page.goto('/contact');
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Last Name comes before Email on the form, so its message is the one shown.
    await expect(page.getByText('Last name is required').first()).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Ada');
    await expect(field(page, 'Email')).toHaveValue('not-an-email');
    const lastName = field(page, 'Last Name');
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('Last name is required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(lastName).toBeFocused();
  });

  test("sends, says so in the spec's words, clears the form and stores the row", async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await field(page, 'First Name').fill('  Grace ');
    await field(page, 'Last Name').fill('Hopper');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('029 2018 0999');
    await field(page, 'Programme of Interest').selectOption('A-Level Courses');
    await field(page, 'Message').fill('Line one\nLine two');
    // Hold the request until the working state has been seen.
    const seen = heldUntil();
    await page.route('**/trpc/submissions.contact**', async (route) => {
      await seen.promise;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    seen.release();
    await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const row = await findContactByEmail(email);
    expect(row).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '029 2018 0999',
      programme_interest: 'A-Level Courses',
      message: 'Line one\nLine two',
    });
  });

  test('a network failure shows the general error and keeps the values', async ({ page }) => {
    await page.route('**/trpc/submissions.contact**', (route) => route.abort());
    await page.goto('/contact');
    await field(page, 'First Name').fill('Alan');
    await field(page, 'Last Name').fill('Turing');
    await field(page, 'Email').fill(uniqueEmail('offline'));
    await field(page, 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
    await expect(field(page, 'Last Name')).toHaveValue('Turing');
    await expect(field(page, 'Message')).toHaveValue('Hello');
  });

  test("the rate limit shows the server's own message", async ({ page }) => {
    const message = 'Too many submissions. Please wait a minute and try again.';
    await page.route('**/trpc/submissions.contact**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify([
          { error: { message, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } } },
        ]),
      }),
    );
    await page.goto('/contact');
    await field(page, 'First Name').fill('Alan');
    await field(page, 'Last Name').fill('Turing');
    await field(page, 'Email').fill(uniqueEmail('limited'));
    await field(page, 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Alan');
  });

  test('Book a Campus Visit leads to the booking page', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('main').getByRole('link', { name: 'Book a Campus Visit' }).click();
    await expect(page).toHaveURL('/visit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Campus Visit');
  });

  test('/contact?enquiry=campus-visit arrives with the request prefilled', async ({ page }) => {
    await page.goto('/contact?enquiry=campus-visit');
    await expect(field(page, 'Message')).toHaveValue(/book a campus visit/i);
  });

  test('the honeypot is out of reach for people', async ({ page }) => {
    await page.goto('/contact');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  });
});

test.describe('application form', () => {
  test('explains the four steps and names every section', async ({ page }) => {
    await page.goto('/apply');
    for (const step of ['Apply', 'Review', 'Interview', 'Offer']) {
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(`${step}$`) })).toBeVisible();
    }
    // The programme comes first: the start dates offered are its open intakes.
    await expect(
      page.locator('form[aria-labelledby="application-form-heading"]').getByRole('group').first(),
    ).toHaveAccessibleName('Programme Selection');
    for (const section of [
      'Programme Selection',
      'Personal Information',
      'Contact Information',
      'Educational Background',
      'Additional Information',
    ]) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    await expect(field(page, 'Programme').locator('option')).toHaveText([
      'Select a programme',
      'English Language Preparation',
      'Pre-Sessional English',
      'GCSE Programme',
      'A-Level Courses',
      'Foundation Programme',
      'Pre-Masters Programme',
      'Summer School Programme',
    ]);
    await expect(field(page, 'English Level').locator('option').last()).toHaveText('Native/Fluent');
    await expect(field(page, 'Date of Birth')).toHaveAttribute('aria-required', 'true');
    await expect(field(page, 'Motivation')).not.toHaveAttribute('aria-required', 'true');
  });

  test('shows the first failing message in form order and keeps what was typed', async ({ page }) => {
    await page.goto('/apply');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // Empty, it asks for the programme first: the form starts with it.
    await expect(page.getByText('Programme selection is required').first()).toBeVisible();
    await expect(field(page, 'Programme')).toHaveAccessibleDescription('Programme selection is required');
    await field(page, 'Programme').selectOption('alevel');
    await field(page, 'Start Date').selectOption('2026-09-01');
    await field(page, 'First Name').fill('Rosalind');
    await field(page, 'Last Name').fill('Franklin');
    await field(page, 'Nationality').fill('British');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Date of birth is required').first()).toBeVisible();
    await expect(field(page, 'Nationality')).toHaveValue('British');
    await expect(field(page, 'Start Date')).toHaveValue('2026-09-01');
    await expect(field(page, 'Date of Birth')).toHaveAttribute('aria-invalid', 'true');
  });

  test("submits, shows the spec's text, clears the form and stores the row", async ({ page }) => {
    const email = uniqueEmail('apply');
    await page.goto('/apply');
    await field(page, 'First Name').fill('Rosalind');
    await field(page, 'Last Name').fill('Franklin');
    await field(page, 'Date of Birth').fill('2007-03-14');
    await field(page, 'Nationality').fill('British');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('029 2018 0456');
    await field(page, 'Address').fill('1 Example Road');
    await field(page, 'City').fill('Cardiff');
    await field(page, 'Postal Code').fill('CF10 1AA');
    await field(page, 'Country').fill('United Kingdom');
    await field(page, 'Programme').selectOption('alevel');
    await field(page, 'Start Date').selectOption('2026-09-01');
    await field(page, 'English Level').selectOption('native');
    await field(page, 'Motivation').fill('I would like to study chemistry.');
    // Hold the request until the working state has been seen.
    const seen = heldUntil();
    await page.route('**/trpc/submissions.application**', async (route) => {
      await seen.promise;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    seen.release();
    await expect(page.getByText(APPLY_SUCCESS)).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(field(page, 'Programme')).toHaveValue('');
    const row = await findApplicationByEmail(email);
    expect(row).toMatchObject({
      first_name: 'Rosalind',
      last_name: 'Franklin',
      nationality: 'British',
      programme: 'alevel',
      start_date: '2026-09-01',
      english_level: 'native',
      previous_institution: null,
      qualifications: null,
      motivation: 'I would like to study chemistry.',
    });
  });
});
