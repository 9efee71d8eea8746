import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInApplicant, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';
import { createAcceptableOffer } from '../../support/factories';

test('at 375 px, an applicant accepts their offer in their space, and both sides are e-mailed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueApplicantEmail('accept');
  const lastName = `Zz${randomBytes(4).toString('hex')}`;
  await createAcceptableOffer(e2eDb(), {
    email,
    first_name: 'Omar',
    last_name: lastName,
    programme: 'foundation',
    start_date: '2026-09-01',
  });
  await signInApplicant(page, email);

  const card = page.getByRole('article', { name: 'Foundation Programme' });
  await expect(card.getByTestId('applicant-status')).toHaveText('Offer made');
  const reply = card.getByRole('region', { name: 'Reply to your offer' });
  await expect(reply).toBeVisible();
  // No guardian for an adult.
  await expect(reply.getByText('Your parent or guardian')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await reply.getByLabel('Your full name').fill(`Omar ${lastName}`);
  await reply.getByLabel('I have read the offer letter and the terms').check();
  await reply.getByRole('radio', { name: 'Yes' }).check();
  await reply.getByRole('button', { name: 'Accept the offer' }).click();

  await expect(page.getByText('You have accepted the offer. We have e-mailed you a confirmation.')).toBeVisible();
  await expect(card.getByTestId('applicant-status')).toHaveText('Offer accepted');
  await expect(reply).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const [confirmation] = await waitForMail(email, { subject: 'You have accepted your offer' });
  expect(confirmation!.text).toContain(`Omar ${lastName}`);
  const [alert] = await waitForMail('admissions@academy.example', { subject: lastName });
  expect(alert!.subject).toBe(`Offer accepted: Omar ${lastName} - Foundation Programme`);
  expect(alert!.text).toContain(`Typed name: Omar ${lastName}`);
});

test('at 375 px, a minor names a guardian, who confirms from the e-mailed link in Arabic', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueApplicantEmail('accept-minor');
  const guardianEmail = uniqueApplicantEmail('guardian');
  const lastName = `Zz${randomBytes(4).toString('hex')}`;
  await createAcceptableOffer(e2eDb(), {
    email,
    first_name: 'Sami',
    last_name: lastName,
    programme: 'alevel',
    start_date: '2026-09-01',
    date_of_birth: '2010-03-04',
    language: 'ar',
  });
  await signInApplicant(page, email);
  const card = page.getByRole('article', { name: 'A-Level Courses' });
  const reply = card.getByRole('region', { name: 'Reply to your offer' });
  await reply.getByLabel('Your full name').fill(`Sami ${lastName}`);
  await reply.getByLabel('I have read the offer letter and the terms').check();
  await reply.getByRole('radio', { name: 'No' }).check();
  await reply.getByLabel('Their full name').fill(`Huda ${lastName}`);
  await reply.getByLabel('Their e-mail address').fill(guardianEmail);
  await reply.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(page.getByText('We have e-mailed your parent or guardian a link')).toBeVisible();
  await expect(card.getByTestId('applicant-status')).toHaveText('Offer made');
  await expect(reply.getByText(`Waiting for Huda ${lastName} to confirm your acceptance.`)).toBeVisible();

  const [mail] = await waitForMail(guardianEmail);
  const link = /https?:\/\/[^\s]+\/ar\/applicant\/guardian#token=[a-z2-7]+/.exec(mail!.text)![0];
  const url = new URL(link);
  const guardianContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const guardian = await guardianContext.newPage();
  await guardian.goto(`${url.pathname}${url.hash}`);
  await expect(guardian.getByRole('heading', { name: 'تأكيد القبول' })).toBeVisible();
  await expect(guardian.getByText(`Sami ${lastName}`).first()).toBeVisible();
  // The token leaves the address bar.
  expect(new URL(guardian.url()).hash).toBe('');
  expect(await seriousViolations(guardian)).toEqual([]);
  await guardian.getByLabel('اسمك الكامل').fill(`Huda ${lastName}`);
  await guardian.getByRole('checkbox').check();
  await guardian.getByRole('button', { name: 'تأكيد القبول' }).click();
  await expect(guardian.getByText('شكرًا لك. تم تأكيد القبول')).toBeVisible();
  await guardianContext.close();

  await page.reload();
  await expect(card.getByTestId('applicant-status')).toHaveText('Offer accepted');
  await waitForMail('admissions@academy.example', { subject: lastName });
});
