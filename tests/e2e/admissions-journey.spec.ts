import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { LetterKind } from '../../domain/message-templates';
import { signInApplicant, uniqueApplicantEmail } from '../support/e2e/applicant-session';
import { seriousViolations } from '../support/e2e/axe';
import { e2eDb } from '../support/e2e/db';
import { waitForMail } from '../support/e2e/mail';
import { fillOffer } from '../support/e2e/offer-form';
import { signInAs } from '../support/e2e/staff-session';
import { createAdmin, createApplication, createIntake } from '../support/factories';

/**
 * One admission from offer to arrival, as the people in it live it: an officer on the dashboard,
 * an applicant under 18 who wrote in Arabic, on their phone or a laptop, and their guardian, who
 * opens the e-mailed link. Each width runs the whole journey; axe checks every new screen.
 */

async function letterIssued(applicationId: string, kind: LetterKind): Promise<void> {
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

/**
 * An A-Level intake of its own in 2027: soon enough that an applicant born in 2010 is still under
 * 18 when it starts, and late enough that their flight lands after today.
 */
async function intakeIn2027(): Promise<{ starts_on: string }> {
  for (;;) {
    const startsOn = new Date(Date.UTC(2027, 0, 10 + Math.floor(Math.random() * 300)));
    const deadline = new Date(startsOn.getTime() - 30 * 86_400_000);
    try {
      return await createIntake(e2eDb(), {
        programme: 'alevel',
        starts_on: startsOn.toISOString().slice(0, 10),
        deadline: deadline.toISOString().slice(0, 10),
      });
    } catch {
      // Another run took that day: try another.
    }
  }
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
  test(`an Arabic-speaking minor's admission from conditional offer to arrival (applicant at ${applicantWidth} px, staff at ${staffWidth} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const marker = `Journey${randomBytes(4).toString('hex')}`;
    const email = uniqueApplicantEmail(`journey-${applicantWidth}`);
    const guardianEmail = uniqueApplicantEmail(`journey-guardian-${applicantWidth}`);
    const firstName = 'ليلى';
    const intake = await intakeIn2027();
    const application = await createApplication(e2eDb(), {
      start_date: intake.starts_on,
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
    // They read the letter the acceptance names before confirming; reading it spends nothing.
    const [guardianLetter] = await Promise.all([
      guardian.waitForEvent('download'),
      guardian.getByRole('button', { name: 'اقرأ الخطاب' }).click(),
    ]);
    expect((await readFile((await guardianLetter.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await guardian.getByLabel('اسمك الكامل').fill(`هدى ${marker}`);
    await guardian.getByRole('checkbox').check();
    await guardian.getByRole('button', { name: 'تأكيد القبول' }).click();
    await expect(guardian.getByText('شكرًا لك. تم تأكيد القبول')).toBeVisible();
    await letterIssued(application.id, 'acceptance_confirmation');

    // Staff see who signed, and record the deposit in two payments.
    dialog = await openApplication(staff, marker, fullName);
    await expect(dialog.getByTestId('acceptance-section')).toContainText(`هدى ${marker}`);
    const today = new Date().toISOString().slice(0, 10);
    const payment = dialog.getByRole('form', { name: 'Record a payment' });
    await payment.getByLabel('Amount (£)').fill('500');
    await expect(payment.getByLabel('Date paid')).toHaveValue(today);
    await payment.getByLabel('Method').selectOption('bank_transfer');
    expect(await seriousViolations(staff)).toEqual([]);
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await expect(
      staff.getByText('The payment is recorded; £1,500.00 left to pay. The receipt will be e-mailed.'),
    ).toBeVisible();
    await expect(dialog.getByTestId('deposit-balance')).toContainText('£1,500.00');

    // The applicant sees the part paid, the balance and how to pay it, and the receipt arrives.
    await applicant.reload();
    const deposit = applicant.getByRole('region', { name: 'الدفعة المقدّمة' });
    await expect(deposit).toContainText('£1,500.00');
    await expect(deposit.getByRole('link', { name: /افتح صفحة الدفع/ })).toBeVisible();
    expect(await seriousViolations(applicant)).toEqual([]);
    const [receipt] = await waitForMail(email, { subject: 'إيصال دفعتك' });
    expect(receipt!.attachments).toEqual(['application/pdf']);

    await payment.getByLabel('Amount (£)').fill('1500');
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await expect(
      staff.getByText('The payment is recorded and the deposit is paid in full. The receipt will be e-mailed.'),
    ).toBeVisible();

    // The CAS: requested, then issued.
    const cas = dialog.getByTestId('cas-section');
    await cas.getByLabel('Date the CAS was requested').fill(today);
    await cas.getByRole('button', { name: 'Record the request' }).click();
    await expect(staff.getByText('The CAS request is recorded.')).toBeVisible();
    const casNumber = `E${randomBytes(13).toString('hex').toUpperCase().slice(0, 13)}`;
    await cas.getByLabel('CAS number').fill(casNumber);
    await cas.getByLabel('CAS date').fill(today);
    await cas.getByRole('button', { name: 'Record the CAS' }).click();
    await expect(staff.getByText('The CAS is recorded, and the applicant will be emailed.')).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);

    await applicant.reload();
    await expect(applicant.getByRole('region', { name: 'الدفعة المقدّمة' })).toContainText(
      'تم دفع الدفعة المقدّمة بالكامل. شكرًا لك.',
    );
    await expect(applicant.getByText(casNumber)).toBeVisible();

    // Enrolled, the applicant tells the school how they will arrive.
    await dialog.getByTestId('enrolment-section').getByRole('button', { name: 'Enrol' }).click();
    await expect(staff.getByText('The applicant is enrolled, and will be emailed.')).toBeVisible();
    const landsOn = new Date(Date.parse(`${intake.starts_on}T12:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);

    await applicant.reload();
    const arrival = applicant.getByRole('region', { name: 'وصولك' });
    await expect(arrival).toBeVisible();
    expect(await seriousViolations(applicant)).toEqual([]);
    await arrival.getByLabel('رقم الرحلة').fill('ba 123');
    await arrival.getByLabel('تاريخ هبوط رحلتك في المملكة المتحدة').fill(landsOn);
    await arrival.getByLabel('وقت الهبوط (بتوقيت المملكة المتحدة، نظام 24 ساعة)').fill('14:30');
    await arrival.getByRole('radio', { name: 'نعم، أرجو استقبالي في المطار' }).check();
    await arrival.getByRole('radio', { name: 'السكن لدى عائلة مضيفة' }).check();
    await arrival.getByRole('button', { name: 'حفظ تفاصيل وصولي' }).click();
    await expect(applicant.getByText('تم حفظ تفاصيل وصولك.')).toBeVisible();
    expect(await seriousViolations(applicant)).toEqual([]);

    // Staff see the arrival by its day.
    await staff.keyboard.press('Escape');
    await staff.getByRole('tab', { name: 'Arrivals' }).click();
    const arrivals = staff.getByRole('tabpanel');
    await expect(arrivals.getByText(fullName)).toBeVisible();
    await expect(arrivals).toContainText('BA123');
    expect(await seriousViolations(staff)).toEqual([]);
  });
}
