import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { fillOffer } from '../../support/e2e/offer-form';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin, createApplication } from '../../support/factories';

test('at 1280 px an officer makes a conditional offer and marks its conditions met, and it becomes unconditional', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const marker = `Offer${randomBytes(4).toString('hex')}`;
  const application = await createApplication(e2eDb(), {
    first_name: 'Layla',
    last_name: marker,
    programme: 'alevel',
    email: `${marker.toLowerCase()}@mail.example`,
  });
  const admin = await createAdmin(e2eDb(), { label: 'offers' });

  await signInAs(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Search applications').fill(marker);
  await expect(page.getByTestId('application-card')).toHaveCount(1);
  await page
    .getByTestId('application-card')
    .getByRole('button', { name: `Layla ${marker}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New status').selectOption('offer');
  const save = dialog.getByRole('button', { name: 'Save status' });
  await dialog.getByTestId('offer-fields').getByLabel('Kind of offer').selectOption('conditional');
  await expect(dialog.getByText('Choose or add at least one condition.')).toBeVisible();
  await fillOffer(dialog, {
    conditions: ['IELTS 5.5 overall with no component below 5.0'],
    own: ['A reference from the current head teacher'],
  });
  await dialog
    .getByTestId('offer-missing-documents')
    .getByLabel('Make the offer without them (recorded in the history)')
    .check();
  expect(await seriousViolations(page)).toEqual([]);
  await save.click();
  await expect(page.getByText('Status set to Offer.')).toBeVisible();

  const offer = dialog.getByTestId('offer-section');
  await expect(offer).toContainText('Conditional offer');
  await expect(offer).toContainText('Fees £18,500.00, deposit £2,000.00; the family must reply by 15 July 2041.');
  const conditions = offer.getByTestId('offer-conditions').getByRole('listitem');
  await expect(conditions).toHaveCount(2);
  await expect(conditions.nth(0)).toContainText('IELTS 5.5 overall with no component below 5.0');
  await expect(conditions.nth(1)).toContainText('A reference from the current head teacher');
  const letter = await e2eDb()
    .selectFrom('letters')
    .select(['kind', 'terms'])
    .where('application_id', '=', application.id)
    .executeTakeFirstOrThrow();
  expect(letter).toMatchObject({ kind: 'conditional_offer', terms: { feesPence: 1_850_000, depositPence: 200_000 } });
  expect(await seriousViolations(page)).toEqual([]);

  await conditions
    .nth(0)
    .getByRole('button', { name: /Mark met/ })
    .click();
  await expect(page.getByText('The condition is marked met.')).toBeVisible();
  await expect(conditions.nth(0)).toContainText(`marked by ${admin.email}`);
  await conditions
    .nth(1)
    .getByRole('button', { name: /Mark met/ })
    .click();
  await expect(
    page.getByText('Every condition is met: the offer is now unconditional, and the applicant will be emailed.'),
  ).toBeVisible();
  await expect(offer).toContainText('Unconditional offer');
  await expect(offer.getByRole('button', { name: /Mark met/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const emails = await e2eDb()
    .selectFrom('email_outbox')
    .select('kind')
    .where('reference_id', '=', application.id)
    .where('kind', '=', 'offer_unconditional')
    .execute();
  expect(emails).toHaveLength(1);
});
