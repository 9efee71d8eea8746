import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signInApplicant, uniqueApplicantEmail } from '../support/e2e/applicant-session';
import { seriousViolations } from '../support/e2e/axe';
import { e2eDb } from '../support/e2e/db';
import { waitForMail } from '../support/e2e/mail';
import { fillOffer } from '../support/e2e/offer-form';
import { signInAs } from '../support/e2e/staff-session';
import { createAdmin, createApplication } from '../support/factories';

/**
 * One admission from offer onwards, as the people in it live it: an officer on the dashboard,
 * an applicant under 18 who wrote in Arabic, on their phone or a laptop, and their guardian, who
 * opens the e-mailed link. Each width runs the whole journey; axe checks every new screen.
 */

async function letterIssued(applicationId: string, kind: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await e2eDb()
            .selectFrom('letters')
            .select('state')
            .where('application_id', '=', applicationId)
            .where('kind', '=', kind)
            .executeTakeFirst()
        )?.state,
      { timeout: 30_000 },
    )
    .toBe('issued');
}

async function openApplication(staff: Page, marker: string, name: string): Promise<Locator> {
  await staff.goto('/admin');
  await staff.getByLabel('Search applications').fill(marker);
  await expect(staff.getByTestId('application-card')).toHaveCount(1);
  await staff.getByTestId('application-card').getByRole('button', { name }).click();
  return staff.getByRole('dialog');
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  return context.newPage();
}

for (const [applicantWidth, staffWidth] of [
  [375, 1280],
  [1280, 375],
] as const) {
  test(`an Arabic-speaking minor's admission from conditional offer to a guardian's confirmation (applicant at ${applicantWidth} px, staff at ${staffWidth} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const marker = `Journey${randomBytes(4).toString('hex')}`;
    const email = uniqueApplicantEmail(`journey-${applicantWidth}`);
    const guardianEmail = uniqueApplicantEmail(`journey-guardian-${applicantWidth}`);
    const firstName = 'ليلى';
    const application = await createApplication(e2eDb(), {
      email,
      language: 'ar',
      first_name: firstName,
      last_name: marker,
      programme: 'alevel',
      date_of_birth: '2010-03-04',
    });
    const fullName = `${firstName} ${marker}`;
    const admin = await createAdmin(e2eDb(), { label: `journey-${applicantWidth}` });
    const staff = await newPage(browser, staffWidth);
    const applicant = await newPage(browser, applicantWidth);

    // The officer makes a conditional offer.
    await signInAs(staff, admin);
    let dialog = await openApplication(staff, marker, fullName);
    await dialog.getByLabel('New status').selectOption('offer');
    await fillOffer(dialog, { conditions: ['IELTS 5.5 overall with no component below 5.0'] });
    await dialog
      .getByTestId('offer-missing-documents')
      .getByLabel('Make the offer without them (recorded in the history)')
      .check();
    await dialog.getByRole('button', { name: 'Save status' }).click();
    await expect(staff.getByText('Status set to Offer.')).toBeVisible();
    await letterIssued(application.id, 'conditional_offer');

    // The applicant opens the Arabic letter in their space.
    await signInApplicant(applicant, email);
    await applicant.goto('/ar/applicant');
    const letters = applicant.getByRole('region', { name: 'خطاباتك' });
    await expect(letters.getByRole('paragraph').filter({ hasText: 'عرض مشروط' })).toBeVisible();
    const [download] = await Promise.all([
      applicant.waitForEvent('download'),
      letters.getByRole('link', { name: /تنزيل \(PDF\)/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('عرض مشروط.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seriousViolations(applicant)).toEqual([]);

    // The officer marks the condition met: the offer becomes unconditional.
    const offer = dialog.getByTestId('offer-section');
    await offer
      .getByTestId('offer-conditions')
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /Mark met/ })
      .click();
    await expect(
      staff.getByText('Every condition is met: the offer is now unconditional, and the applicant will be emailed.'),
    ).toBeVisible();
    await letterIssued(application.id, 'unconditional_offer');
    await waitForMail(email, { subject: /.+/, count: 2 });

    // The applicant accepts; under 18 on the start date, they name their guardian.
    await applicant.reload();
    const reply = applicant.getByRole('region', { name: 'الرد على عرضك' });
    await expect(reply).toBeVisible();
    expect(await seriousViolations(applicant)).toEqual([]);
    await reply.getByLabel('اسمك الكامل').fill(fullName);
    await reply.getByLabel('قرأت خطاب العرض والشروط').check();
    await reply.getByRole('radio', { name: 'نعم' }).check();
    await reply.getByLabel('اسمه الكامل').fill(`هدى ${marker}`);
    await reply.getByLabel('عنوان بريده الإلكتروني').fill(guardianEmail);
    await reply.getByRole('button', { name: 'قبول العرض' }).click();
    await expect(applicant.getByText('أرسلنا إلى وليّ أمرك رابطًا')).toBeVisible();

    // The guardian confirms from the e-mailed link.
    const [guardianMail] = await waitForMail(guardianEmail);
    const link = new URL(/https?:\/\/[^\s]+\/ar\/applicant\/guardian#token=[a-z2-7]+/.exec(guardianMail!.text)![0]);
    const guardian = await newPage(browser, applicantWidth);
    await guardian.goto(`${link.pathname}${link.hash}`);
    await expect(guardian.getByRole('heading', { name: 'تأكيد القبول' })).toBeVisible();
    expect(await seriousViolations(guardian)).toEqual([]);
    await guardian.getByLabel('اسمك الكامل').fill(`هدى ${marker}`);
    await guardian.getByRole('checkbox').check();
    await guardian.getByRole('button', { name: 'تأكيد القبول' }).click();
    await expect(guardian.getByText('شكرًا لك. تم تأكيد القبول')).toBeVisible();
    await letterIssued(application.id, 'acceptance_confirmation');

    // Staff see who signed.
    dialog = await openApplication(staff, marker, fullName);
    await expect(dialog.getByTestId('acceptance-section')).toContainText(`هدى ${marker}`);
    expect(await seriousViolations(staff)).toEqual([]);
  });
}
