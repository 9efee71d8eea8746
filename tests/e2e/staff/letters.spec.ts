import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { issueLetter } from '../../../core/letters/issue-letter';
import { currentTemplate } from '../../../core/letters/message-templates';
import { signInApplicant, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin, createApplication } from '../../support/factories';

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

for (const [width, key] of [
  [375, 'letter_decline'],
  [1280, 'letter_unconditional_offer'],
] as const) {
  test(`at ${width} px an officer edits a letter's English and Arabic side by side, previews it, is refused an unknown field and saves a version`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const admin = { email: unique(`letters-admin-${width}`), password: 'letters password' };
    await createAdmin(e2eDb(), admin);

    await signInAs(page, admin);
    await page.getByRole('tab', { name: 'Letters' }).click();
    await expect(page.getByRole('heading', { name: 'Letters and status e-mails', level: 2 })).toBeVisible();
    // Each width edits a template of its own; earlier runs may have saved versions of it.
    const inUse = await currentTemplate(e2eDb(), key);
    await page.getByLabel('Template').selectOption(key);
    const english = page.getByRole('group', { name: 'English' });
    const arabic = page.getByRole('group', { name: 'Arabic' });
    await expect(english.getByLabel('Subject or title')).toHaveValue(inUse.texts.en.subject);
    await expect(arabic.getByLabel('Subject or title')).toHaveValue(inUse.texts.ar.subject);
    await expect(arabic.getByLabel('Subject or title')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page)).toEqual([]);

    await english.getByLabel('Greeting').fill('Dear {{ full_name }}');
    await arabic.getByLabel('Greeting').fill('مرحبًا {{ full_name }}');
    await page.getByRole('button', { name: 'Preview with sample data' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('article', { name: 'English' })).toContainText('Dear Layla Haddad');
    await expect(preview.getByRole('article', { name: 'Arabic' })).toContainText('مرحبًا ليلى حداد');
    expect(await seriousViolations(page)).toEqual([]);

    await arabic.getByLabel('Greeting').fill('مرحبًا {{ passport_number }}');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(page.getByText('Arabic heading: Unknown field “passport_number”.')).toBeVisible();

    await arabic.getByLabel('Greeting').fill('عزيزتي {{ full_name }}');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(page.getByText(/^Saved as version \d+\.$/)).toBeVisible();
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByText(`by ${admin.email}`).first()).toBeVisible();
    await expect(arabic.getByLabel('Greeting')).toHaveValue('عزيزتي {{ full_name }}');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`at ${width} px an applicant who wrote in Arabic reads their letter in their space and downloads the PDF`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueApplicantEmail(`letters-${width}`);
    const application = await createApplication(e2eDb(), {
      email,
      language: 'ar',
      first_name: 'ليلى',
      last_name: 'حداد',
      programme: 'alevel',
    });
    const { letterId } = await issueLetter(e2eDb(), application, 'conditional_offer', {
      feesPence: 1_850_000,
      depositPence: 200_000,
      replyBy: '2026-07-15',
      conditions: ['IELTS 5.5'],
    });
    // The worker's upkeep picks the pending letter up within a second.
    await expect
      .poll(
        async () =>
          (await e2eDb().selectFrom('letters').select('state').where('id', '=', letterId).executeTakeFirstOrThrow())
            .state,
        { timeout: 30_000 },
      )
      .toBe('issued');

    await signInApplicant(page, email);
    await page.goto('/ar/applicant');
    const letters = page.getByRole('region', { name: 'خطاباتك' });
    await expect(letters.getByRole('paragraph').filter({ hasText: 'عرض مشروط' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      letters.getByRole('link', { name: /تنزيل \(PDF\)/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('عرض مشروط.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
}
