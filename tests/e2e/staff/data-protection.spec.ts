import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fromBuffer } from 'yauzl';
import { directoryStorage } from '../../../core/storage/directory-storage';
import { pdfBytes } from '../../support/documents/files';
import { e2eDb } from '../../support/e2e/db';
import { e2eEnv } from '../../support/e2e/e2e-env';
import { createAdmin, createApplication, createContact, createDocument } from '../../support/factories';

const suffix = randomBytes(4).toString('hex');
const admin = { email: `dpo-${suffix}@example.test`, password: 'dpo password' };
const subject = `subject-${suffix}@example.test`;

const report = pdfBytes(`Report of Gwenllian ${suffix}`);
let reportKey = '';

/** The names of a zip's entries. */
function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => names.push(entry.fileName));
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
    });
  });
}

test.beforeAll(async () => {
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  const application = await createApplication(e2eDb(), {
    first_name: 'Gwenllian',
    last_name: `Erasable${suffix}`,
    email: subject,
    phone: '029 2018 0555',
  });
  const document = await createDocument(
    e2eDb(),
    application.id,
    { item: 'school_report', original_name: 'report.pdf' },
    { storage: directoryStorage(e2eEnv('uploadsDir')), bytes: report },
  );
  reportKey = document.object_key!;
  await createContact(e2eDb(), {
    first_name: 'Gwenllian',
    last_name: `Erasable${suffix}`,
    email: subject,
    message: 'Please send me a prospectus.',
  });
});

test('an admin finds a person, downloads everything held, erases it, and the audit log lists each step', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('tab', { name: 'Data protection' }).click();
  await expect(page.getByRole('heading', { name: 'Retention periods' })).toBeVisible();
  await expect(page.getByTestId('data-protection')).toContainText('2 years');

  await page.getByRole('tab', { name: 'Find a person' }).click();
  await page.getByLabel('E-mail address').fill(subject.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const panel = page.getByTestId('subject-access');
  await expect(panel.getByRole('heading', { name: `Held about ${subject}` })).toBeVisible();
  await expect(panel).toContainText('1 application, 1 contact message');
  await expect(panel).toContainText(`Gwenllian Erasable${suffix}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subject-access-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.subject).toBe(subject);
  expect(file.summary).toMatchObject({ applications: 1, contactMessages: 1 });
  expect(file.applications[0]).toMatchObject({ last_name: `Erasable${suffix}`, phone: '029 2018 0555' });
  expect(file.contactMessages[0].message).toBe('Please send me a prospectus.');

  // Everything, with the documents themselves, as a zip.
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download everything (zip with documents)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^subject-access-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await zipEntries(await readFile((await zip.path())!));
  expect(entries.sort()).toEqual(
    ['subject-access.json', expect.stringMatching(/^documents\/[0-9a-f-]+\/school_report-report\.pdf$/)].sort(),
  );

  const erase = panel.getByRole('button', { name: 'Erase permanently' });
  await expect(erase).toBeDisabled();
  await panel.getByLabel('Type the address again to confirm').fill('someone-else@example.test');
  await expect(erase).toBeDisabled();
  await panel.getByLabel('Type the address again to confirm').fill(subject);
  await erase.click();
  await expect(page.getByText('Everything held about that address has been erased.')).toBeVisible();
  expect(await e2eDb().selectFrom('applications').select('id').where('email', '=', subject).execute()).toEqual([]);
  expect(await e2eDb().selectFrom('contact_submissions').select('id').where('email', '=', subject).execute()).toEqual(
    [],
  );
  // The stored document went with its row.
  expect(await directoryStorage(e2eEnv('uploadsDir')).exists(reportKey)).toBe(false);

  await page.getByLabel('E-mail address').fill(subject);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(panel).toContainText('0 applications, 0 contact messages');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByTestId('audit-log');
  await log.getByLabel('Staff member').selectOption({ label: admin.email });
  const rows = log.getByRole('row');
  // Newest first: the second look-up, the erasure, the zip, the first look-up, the sign-in.
  await expect(rows.nth(1)).toContainText('privacy.access_exported');
  await expect(rows.nth(2)).toContainText('privacy.erased');
  await expect(rows.nth(3)).toContainText('dashboard-zip');
  await expect(rows.nth(4)).toContainText('privacy.access_exported');
  await expect(rows.nth(5)).toContainText('auth.signed_in');
  await expect(log).not.toContainText(subject);
  await log.getByLabel('Action').selectOption('privacy.erased');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('"applications":1');
});
