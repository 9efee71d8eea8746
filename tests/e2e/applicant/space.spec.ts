import { expect, test, type Page } from '@playwright/test';
import { createApplicantSession } from '../../../server/applicants/applicant-sessions';
import { createApplication, createStatusChange } from '../../support/factories';
import {
  openSignInLink,
  signInApplicant,
  signInLinkPath,
  uniqueApplicantEmail,
} from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';

const uniqueEmail = uniqueApplicantEmail;

async function askForLink(page: Page, email: string) {
  await page.goto('/applicant');
  await expect(page.getByRole('heading', { name: 'Your application space' })).toBeVisible();
  await page.getByLabel('The e-mail address you applied with').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /If we have an application from this address, a sign-in link is on its way/,
  );
}

for (const width of [375, 1280]) {
  test(`at ${width} px an applicant asks for a link, opens it in a fresh browser and sees where the application stands`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = uniqueEmail(`space-${width}`);
    const application = await createApplication(e2eDb(), { email, programme: 'foundation', start_date: '2026-09-01' });

    await askForLink(page, email);
    expect(await seriousViolations(page)).toEqual([]);
    const [mail] = await waitForMail(email, { subject: 'Your sign-in link' });
    const link = signInLinkPath(mail!.text);

    // The link is opened where the e-mail is read: another browser, with no cookie of this one.
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const phone = await context.newPage();
    await openSignInLink(phone, link, email);
    await expect(phone).toHaveURL(/\/applicant$/);
    await expect(phone.getByRole('heading', { name: 'Your applications' })).toBeVisible();
    await expect(phone.getByText(`Signed in as ${email}`)).toBeVisible();
    const card = phone.getByRole('article', { name: 'Foundation Programme' });
    await expect(card.getByText('Starting September 2026')).toBeVisible();
    await expect(card.getByTestId('applicant-status')).toHaveText('Received');
    expect(await seriousViolations(phone)).toEqual([]);

    // Staff move it on; the applicant sees it in their own words, with its history.
    await e2eDb()
      .updateTable('applications')
      .set({ status: 'under_review' })
      .where('id', '=', application.id)
      .execute();
    await createStatusChange(e2eDb(), application.id);
    await phone.reload();
    await expect(card.getByTestId('applicant-status')).toHaveText('Under review');
    await expect(card.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
      /^Received/,
      /^Under review/,
    ]);

    // The link worked once.
    const other = await context.newPage();
    await other.context().clearCookies();
    await other.goto(link);
    await expect(other.getByRole('alert')).toHaveText(
      'This sign-in link has been used or has expired. Please ask for a new one.',
    );
    await expect(other.getByRole('link', { name: 'Ask for a new sign-in link' })).toBeVisible();

    await phone.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Your application space' })).toBeVisible();
    await context.close();
  });
}

test('an address that sent no application is told exactly what an applicant is told, and gets no e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('stranger');
  await askForLink(page, email);
  // The outbox row of a known address is written before the answer: for this one there is none.
  expect(await e2eDb().selectFrom('email_outbox').select('id').where('recipient', '=', email).execute()).toEqual([]);
});

test('"Sign out everywhere" signs the applicant out here and on their other device', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('everywhere');
  await createApplication(e2eDb(), { email });
  await signInApplicant(page, email);
  // A phone signed in earlier, as the same address.
  const phone = await browser.newContext();
  await phone.addCookies([
    { name: 'applicant_session', value: (await createApplicantSession(e2eDb(), email)).token, url: baseURL! },
  ]);
  const phonePage = await phone.newPage();
  await phonePage.goto('/applicant');
  await expect(phonePage.getByText(`Signed in as ${email}`)).toBeVisible();

  const everywhere = page.getByRole('button', { name: 'Sign out everywhere' });
  await expect(everywhere).toHaveAccessibleDescription(/Signed in on a shared or lost device\?/);
  expect(await seriousViolations(page)).toEqual([]);
  await everywhere.click();
  await expect(page.getByText('You have signed out on every device.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your application space' })).toBeVisible();
  await phonePage.reload();
  await expect(phonePage.getByRole('heading', { name: 'Your application space' })).toBeVisible();
  await phone.close();
});
