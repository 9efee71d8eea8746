import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { directoryStorage } from '../../../core/storage/directory-storage';
import { pdfBytes } from '../../support/documents/files';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { e2eEnv } from '../../support/e2e/e2e-env';
import { waitForMail } from '../../support/e2e/mail';
import { signInAs } from '../../support/e2e/staff-session';
import { createAdmin, createApplication, createDocument } from '../../support/factories';
import { uniqueEmail } from '../../support/unique-email';

test('an admin sees the checklist, downloads a document, rejects another with a reason and asks the applicant for what is missing', async ({
  page,
}) => {
  // Two axe runs, a download and an e-mail through the worker: more than the default on a busy machine.
  test.setTimeout(60_000);
  const marker = `Zz${randomBytes(4).toString('hex')}`;
  const email = uniqueEmail('documents');
  const application = await createApplication(e2eDb(), {
    first_name: 'Nia',
    last_name: marker,
    email,
    programme: 'alevel',
  });
  const storage = directoryStorage(e2eEnv('uploadsDir'));
  const passport = pdfBytes('Passport of Nia.');
  // A name from a phone abroad: accents and spaces reach the download whole.
  await createDocument(
    e2eDb(),
    application.id,
    { item: 'identity', original_name: 'Pasaporte Año 2025.pdf' },
    { storage, bytes: passport },
  );
  await createDocument(
    e2eDb(),
    application.id,
    { item: 'school_report', original_name: 'report.pdf' },
    { storage, bytes: pdfBytes('A report.') },
  );
  await createDocument(e2eDb(), application.id, {
    item: 'english_certificate',
    original_name: 'certificate.pdf',
    scan_state: 'infected',
    object_key: null,
  });

  await signInAs(page, await createAdmin(e2eDb(), { label: 'documents' }));
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Search applications').fill(marker);
  await expect(page.getByTestId('application-card')).toHaveCount(1);
  // Not every required document is in: the list finds it waiting, not complete.
  await page.getByLabel('Documents', { exact: true }).selectOption({ label: 'Documents complete' });
  await expect(page.getByText('Nothing matches this search.')).toBeVisible();
  await page.getByLabel('Documents', { exact: true }).selectOption({ label: 'Waiting for documents' });
  await expect(page.getByTestId('application-card')).toHaveCount(1);

  await page
    .getByTestId('application-card')
    .getByRole('button', { name: `Nia ${marker}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const item = (label: string) => dialog.getByTestId('document-item').filter({ hasText: label });
  await expect(dialog.getByTestId('document-state')).toHaveText([
    'Uploaded, to review',
    'Uploaded, to review',
    'Refused by the virus scanner',
    'Missing',
  ]);
  // Each part of the detail is a region named by its heading; each document row is named by the document and its state.
  for (const section of ['Status', 'Applicant', 'Programme and background', 'Documents', 'Internal notes', 'Emails']) {
    await expect(dialog.getByRole('region', { name: section, exact: true })).toBeVisible();
  }
  const documents = dialog.getByRole('region', { name: 'Documents', exact: true });
  await expect(
    documents.getByRole('listitem', { name: 'Passport or national ID: Uploaded, to review', exact: true }),
  ).toContainText('Pasaporte Año 2025.pdf');
  await expect(
    documents.getByRole('listitem', {
      name: 'English-language certificate: Refused by the virus scanner',
      exact: true,
    }),
  ).toBeVisible();
  await expect(documents.getByRole('listitem', { name: 'Photo: Missing', exact: true })).toBeVisible();
  await expect(item('Passport or national ID')).toContainText('Pasaporte Año 2025.pdf · PDF');
  // A file the scanner refused shows only that fact: nothing to open, nothing to review.
  const refused = item('English-language certificate');
  await expect(refused.getByRole('link')).toHaveCount(0);
  await expect(refused.getByRole('button')).toHaveCount(0);
  await expect(refused).not.toContainText('certificate.pdf');
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download Passport or national ID' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Pasaporte Año 2025.pdf');
  expect((await readFile(await download.path())).equals(passport)).toBe(true);

  const reason = 'The grades page is missing: please send the whole report.';
  await dialog.getByRole('button', { name: 'Reject Latest school report or transcript' }).click();
  await dialog
    .getByLabel('Why is the Latest school report or transcript rejected? The applicant reads this.')
    .fill(reason);
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(
    page.getByText('Latest school report or transcript rejected. The applicant sees the reason in their space.'),
  ).toBeVisible();
  const report = item('Latest school report or transcript');
  await expect(report.getByTestId('document-state')).toHaveText('Rejected');
  await expect(
    documents.getByRole('listitem', { name: 'Latest school report or transcript: Rejected', exact: true }),
  ).toContainText(reason);
  await expect(report).toContainText(reason);

  await expect(
    dialog.getByText(
      'E-mails the applicant the 2 required documents still missing or not accepted, with a link to their space.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Request missing documents' }).click();
  await expect(page.getByText('The applicant will be e-mailed about 2 documents.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const [mail] = await waitForMail(email, { subject: 'Documents needed for your application' });
  expect(mail!.text).toContain(`Latest school report or transcript: Not accepted: ${reason}`);
  expect(mail!.text).toContain('English-language certificate: The file sent could not be accepted by our virus check.');
  expect(mail!.text).not.toContain('Passport or national ID');
  expect(mail!.text).toContain(`Open my application space: ${new URL('/applicant', e2eEnv('baseUrl')).toString()}`);
  await expect(dialog.getByTestId('deliveries')).toContainText('Request for missing documents to the applicant');
});
