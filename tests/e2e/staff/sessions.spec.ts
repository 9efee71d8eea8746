import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eDb } from '../../support/e2e/db';
import { createApplicantSession } from '../../../server/applicants/applicant-sessions';
import { createAdmin, createApplication } from '../../support/factories';
import { signInAs } from '../../support/e2e/staff-session';

test('ending another session from the Security tab signs that browser out', async ({ browser }) => {
  const admin = { email: `sessions-${randomBytes(4).toString('hex')}@example.test`, password: 'sessions password' };
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  const laptop = await browser.newContext();
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
  });
  try {
    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    await signInAs(phonePage, admin);
    await expect(phonePage).toHaveURL(/\/admin$/);
    await signInAs(laptopPage, admin);
    await expect(laptopPage).toHaveURL(/\/admin$/);

    await laptopPage.getByRole('tab', { name: 'Security' }).click();
    const sessions = laptopPage.getByTestId('sessions').getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This device' })).toContainText('Headless Chrome');
    const phoneRow = sessions.filter({ hasText: 'Safari on iOS' });
    await expect(phoneRow).toContainText('IP 127.0.0.1');
    await phoneRow.getByRole('button', { name: 'End the session on Safari on iOS' }).click();
    await expect(laptopPage.getByText('That session has been signed out.')).toBeVisible();
    await expect(sessions).toHaveCount(1);

    // The phone's next request finds no session: back to the sign-in page.
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/auth$/);
    await expect(phonePage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // The laptop carries on.
    await laptopPage.reload();
    await expect(laptopPage.getByRole('tab', { name: 'Security' })).toBeVisible();
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test('an admin signs a colleague out everywhere from the Team tab', async ({ browser }) => {
  const suffix = randomBytes(4).toString('hex');
  const admin = { email: `team-lead-${suffix}@example.test`, password: 'team lead password' };
  const colleague = { email: `team-member-${suffix}@example.test`, password: 'team member password' };
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  await createAdmin(e2eDb(), { email: colleague.email, password: colleague.password });
  const adminContext = await browser.newContext();
  const colleagueContext = await browser.newContext();
  try {
    const colleaguePage = await colleagueContext.newPage();
    await signInAs(colleaguePage, colleague);
    await expect(colleaguePage).toHaveURL(/\/admin$/);
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, admin);
    await adminPage.getByRole('tab', { name: 'Team' }).click();
    adminPage.once('dialog', (dialog) => void dialog.accept());
    await adminPage.getByRole('button', { name: `Sign ${colleague.email} out everywhere` }).click();
    await expect(adminPage.getByText(`${colleague.email} has been signed out of 1 session.`)).toBeVisible();
    await colleaguePage.reload();
    await expect(colleaguePage).toHaveURL(/\/auth$/);
  } finally {
    await adminContext.close();
    await colleagueContext.close();
  }
});

test("ending the applicant's sessions from an application signs the applicant's browser out", async ({
  page,
  browser,
  baseURL,
}) => {
  const marker = `Zz${randomBytes(4).toString('hex')}`;
  const email = `signed-out-${marker.toLowerCase()}@mail.example`;
  await createApplication(e2eDb(), { email, first_name: 'Ffion', last_name: marker });
  const applicant = await browser.newContext();
  await applicant.addCookies([
    { name: 'applicant_session', value: (await createApplicantSession(e2eDb(), email)).token, url: baseURL! },
  ]);
  const applicantPage = await applicant.newPage();
  await applicantPage.goto('/applicant');
  await expect(applicantPage.getByRole('heading', { name: 'Your applications' })).toBeVisible();

  const admin = { email: `officer-${randomBytes(4).toString('hex')}@example.test`, password: 'sessions password' };
  await createAdmin(e2eDb(), admin);
  await signInAs(page, admin);
  await page.getByLabel('Search applications').fill(marker);
  await page.getByRole('button', { name: `Ffion ${marker}` }).click();
  const dialog = page.getByRole('dialog');
  page.once('dialog', (question) => {
    expect(question.message()).toBe('Sign the applicant out of their space on every device?');
    void question.accept();
  });
  await dialog.getByRole('button', { name: "End the applicant's sessions" }).click();
  await expect(page.getByText('The applicant has been signed out of 1 session.')).toBeVisible();

  await applicantPage.reload();
  await expect(applicantPage.getByRole('heading', { name: 'Your application space' })).toBeVisible();
  await applicant.close();
});
