import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInApplicant, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';
import { signInContext } from '../../support/e2e/staff-accounts';
import { createAdmin, createApplication } from '../../support/factories';

const uniqueEmail = uniqueApplicantEmail;

test('at 375 px, by keyboard, an applicant withdraws after confirming, and staff see who withdrew it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail('withdraw');
  const lastName = `Zz${randomBytes(4).toString('hex')}`;
  await createApplication(e2eDb(), {
    email,
    first_name: 'Ffion',
    last_name: lastName,
    programme: 'foundation',
    start_date: '2026-09-01',
  });
  // A second application of theirs, already declined: it offers no withdrawal.
  await createApplication(e2eDb(), { email, programme: 'alevel', status: 'declined', final_status_at: new Date() });
  await signInApplicant(page, email);

  const card = page.getByRole('article', { name: 'Foundation Programme' });
  await expect(card.getByTestId('applicant-status')).toHaveText('Received');
  await expect(
    page.getByRole('article', { name: 'A-Level Courses' }).getByRole('button', { name: 'Withdraw this application' }),
  ).toHaveCount(0);
  const withdrawButton = card.getByRole('button', { name: 'Withdraw this application' });

  // First thoughts: the dialog opens on the choice that keeps the application, and keeping it changes nothing.
  await withdrawButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'This withdraws your application for Foundation Programme, starting September 2026',
  );
  await expect(dialog).toContainText('You cannot undo this from here.');
  const keep = dialog.getByRole('button', { name: 'Keep my application' });
  const confirm = dialog.getByRole('button', { name: 'Yes, withdraw it' });
  await expect(keep).toBeFocused();
  await expect(keep).toBeInViewport();
  await expect(confirm).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(withdrawButton).toBeFocused();
  await expect(card.getByTestId('applicant-status')).toHaveText('Received');

  // Then they mean it.
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your application has been withdrawn.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('applicant-status')).toHaveText('Withdrawn');
  await expect(card.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^Received/,
    /^Withdrawn/,
  ]);
  await expect(withdrawButton).toHaveCount(0);
  // Focus is on what changed, not lost with the button that went.
  await expect(card.getByText('Where it stands').locator('..')).toBeFocused();

  // Admissions are alerted.
  const [alert] = await waitForMail('admissions@academy.example', { subject: lastName });
  expect(alert!.subject).toBe(`Application withdrawn: Ffion ${lastName} - Foundation Programme`);
  expect(alert!.text).toContain('Withdrawn by: The applicant');

  // The staff dashboard shows it withdrawn, and by whom.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, await createAdmin(e2eDb(), { label: 'withdrawal-officer' }));
  const staff = await context.newPage();
  await staff.goto('/admin');
  await staff.getByLabel('Search applications').fill(lastName);
  const staffCard = staff.getByTestId('application-card');
  await expect(staffCard).toHaveCount(1);
  await expect(staffCard.getByText('Withdrawn')).toBeVisible();
  await staffCard.getByRole('button', { name: `Ffion ${lastName}` }).click();
  const history = staff.getByRole('dialog').getByTestId('status-history');
  await expect(history).toContainText('Submitted → Withdrawn');
  await expect(history).toContainText('The applicant');
  await context.close();
});
