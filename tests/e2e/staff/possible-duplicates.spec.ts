import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin, createApplication } from '../../support/factories';
import { uniqueEmail } from '../../support/unique-email';

const HOUR_MS = 3_600_000;

/** Two applications from one address (in different case), an hour apart, found by a marker of their own. */
async function createTwice(): Promise<{ marker: string; earlier: string; later: string }> {
  const marker = `Zz${randomBytes(4).toString('hex')}`;
  const email = uniqueEmail('twice');
  const earlier = `Nia ${marker}-a`;
  const later = `Nia ${marker}-b`;
  await createApplication(e2eDb(), {
    first_name: 'Nia',
    last_name: `${marker}-a`,
    email,
    programme: 'alevel',
    created_at: new Date(Date.now() - HOUR_MS),
  });
  await createApplication(e2eDb(), {
    first_name: 'Nia',
    last_name: `${marker}-b`,
    email: email.toUpperCase(),
    programme: 'gcse',
  });
  return { marker, earlier, later };
}

async function searchFor(page: Page, marker: string) {
  await page.getByLabel('Search applications').fill(marker);
  await expect(page.getByTestId('application-card')).toHaveCount(2);
}

test('two applications from one address show as possible duplicates until one is marked "Not a duplicate"', async ({
  page,
}) => {
  // Two axe runs and a reload: more than the default on a busy machine.
  test.setTimeout(60_000);
  const { marker, earlier, later } = await createTwice();
  await signInAs(page, await createAdmin(e2eDb(), { label: 'duplicates' }));
  await expect(page).toHaveURL(/\/admin$/);

  await searchFor(page, marker);
  for (const card of await page.getByTestId('application-card').all())
    await expect(card.getByText('Possible duplicate')).toBeVisible();

  await page.getByTestId('application-card').getByRole('button', { name: later }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: later })).toBeVisible();
  const duplicates = dialog.getByTestId('possible-duplicates');
  await expect(dialog.getByRole('heading', { name: 'Possible duplicate' })).toBeVisible();
  await expect(duplicates).toContainText(`${earlier}: same e-mail address`);
  expect(await seriousViolations(page)).toEqual([]);

  // The candidate opens in the dialog, as a linked submission does, and lists the first one back.
  await duplicates.getByRole('button', { name: /Application: A-Level Courses/ }).click();
  await expect(dialog.getByRole('heading', { name: earlier })).toBeVisible();
  await expect(duplicates).toContainText(`${later}: same e-mail address`);

  await duplicates.getByRole('button', { name: new RegExp(`^Not a duplicate: ${later}`) }).click();
  await expect(page.getByText('Marked as not a duplicate.')).toBeVisible();
  await expect(duplicates).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Possible duplicate' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await searchFor(page, marker);
  await expect(page.getByTestId('application-card').getByText('Possible duplicate')).toHaveCount(0);
  await page.getByTestId('application-card').getByRole('button', { name: later }).click();
  await expect(dialog.getByRole('heading', { name: later })).toBeVisible();
  await expect(dialog.getByText('Internal notes')).toBeVisible();
  await expect(dialog.getByTestId('possible-duplicates')).toHaveCount(0);
  // Still from the same address, so still linked.
  await expect(dialog.getByTestId('linked')).toContainText('Application: A-Level Courses');
});
