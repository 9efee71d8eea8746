import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '../../../domain/document-types';
import { EICAR, jpegWithGps, pdfBytes } from '../../support/documents/files';
import { signInApplicant, uniqueApplicantEmail } from '../../support/e2e/applicant-session';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { e2eEnv } from '../../support/e2e/e2e-env';
import { createApplication } from '../../support/factories';

const uniqueEmail = uniqueApplicantEmail;
const UPLOADS = '**/api/applicant/documents/**';
/** A scan is a job for the worker and its clamd; the screen asks every 2 s until it is done. */
const SCANNED = { timeout: 20_000 };

/** An applicant with one open Foundation application (which asks for all four documents), signed in. */
async function signedInWithApplication(page: Page, width: number, label: string) {
  await page.setViewportSize({ width, height: 800 });
  const email = uniqueEmail(`${label}-${width}`);
  const application = await createApplication(e2eDb(), { email, programme: 'foundation', start_date: '2026-09-01' });
  // A declined application of theirs shows no checklist: it takes no documents.
  await createApplication(e2eDb(), { email, programme: 'alevel', status: 'declined', final_status_at: new Date() });
  await signInApplicant(page, email);
  const card = page.getByRole('article', { name: 'Foundation Programme' });
  const documents = card.getByRole('list', { name: 'Your documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(4);
  await expect(
    page.getByRole('article', { name: 'A-Level Courses' }).getByRole('list', { name: 'Your documents' }),
  ).toHaveCount(0);
  return { applicationId: application.id, documents };
}

function documentRows(applicationId: string) {
  return e2eDb()
    .selectFrom('application_documents')
    .select(['item', 'original_name', 'mime_type', 'scan_state', 'object_key'])
    .where('application_id', '=', applicationId)
    .orderBy('item')
    .execute();
}

for (const width of [375, 1280]) {
  test(`at ${width} px an applicant sends a phone photo and a school report, sees both received after the scan, and removes one`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { applicationId, documents } = await signedInWithApplication(page, width, 'documents');
    const photo = documents.getByTestId('document-photo');
    const report = documents.getByTestId('document-school_report');
    await expect(photo).toContainText('Optional');
    await expect(report).toContainText('Required');
    await expect(report).toContainText('Your most recent report, with grades.');
    await expect(photo.getByTestId('document-state')).toHaveText('Missing');
    // Each item is named by the document and where it stands, for a list read item by item.
    await expect(documents.getByRole('listitem', { name: 'Photo: Missing', exact: true })).toHaveAttribute(
      'data-testid',
      'document-photo',
    );
    await expect(
      documents.getByRole('listitem', { name: 'Passport or national ID: Missing', exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await photo
      .getByLabel('Upload: Photo')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
    await expect(photo.getByTestId('document-state')).toHaveText('Received', SCANNED);
    await expect(photo).toContainText('IMG_0001.jpg');
    // Focus came back to the input, which now replaces the photo.
    await expect(photo.getByLabel('Replace: Photo')).toBeFocused();

    const reportBytes = pdfBytes('My latest report.');
    await report
      .getByLabel('Upload: Latest school report or transcript')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: reportBytes });
    await expect(report.getByTestId('document-state')).toHaveText('Received', SCANNED);
    await expect(report).toContainText('report.pdf');
    await expect(documents.getByRole('listitem', { name: 'Photo: Received', exact: true })).toBeVisible();
    await expect(
      documents.getByRole('listitem', { name: 'Latest school report or transcript: Received', exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Stored as sent for the PDF; the photo re-encoded as a JPEG without its EXIF (GPS included).
    const rows = await documentRows(applicationId);
    expect(rows.map(({ item, mime_type, scan_state }) => ({ item, mime_type, scan_state }))).toEqual([
      { item: 'photo', mime_type: 'image/jpeg', scan_state: 'clean' },
      { item: 'school_report', mime_type: 'application/pdf', scan_state: 'clean' },
    ]);
    const uploadsDir = e2eEnv('uploadsDir');
    const [photoRow, reportRow] = rows;
    const storedPhoto = await readFile(path.join(uploadsDir, photoRow!.object_key!));
    const metadata = await sharp(storedPhoto).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(storedPhoto.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await readFile(path.join(uploadsDir, reportRow!.object_key!))).equals(reportBytes)).toBe(true);

    // Removing asks first, and the first choice keeps it.
    await report.getByRole('button', { name: 'Remove: Latest school report or transcript' }).click();
    await expect(report.getByRole('group', { name: 'Remove report.pdf?' })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(report.getByRole('button', { name: 'Yes, remove it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(report.getByTestId('document-state')).toHaveText('Missing');
    await expect(report.getByLabel('Upload: Latest school report or transcript')).toBeFocused();
    expect((await documentRows(applicationId)).map((row) => row.item)).toEqual(['photo']);
    expect(existsSync(path.join(uploadsDir, reportRow!.object_key!))).toBe(false);
  });

  test(`at ${width} px a file our security check flags cannot be accepted, an oversized file is never sent, and a cancelled upload leaves nothing`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { applicationId, documents } = await signedInWithApplication(page, width, 'documents-refused');
    const identity = documents.getByTestId('document-identity');
    const english = documents.getByTestId('document-english_certificate');

    await identity
      .getByLabel('Upload: Passport or national ID')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdfBytes(EICAR) });
    await expect(identity.getByTestId('document-state')).toHaveText('Could not be accepted', SCANNED);
    await expect(identity).toContainText('The file was refused by our security check; please send another.');
    expect(await documentRows(applicationId)).toEqual([
      expect.objectContaining({ item: 'identity', scan_state: 'infected', object_key: null }),
    ]);

    // Over 10 MB: refused with the server's own words, before a byte is sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/applicant/documents/')) uploads.push(request.url());
    });
    const certificateInput = english.getByLabel('Upload: English-language certificate');
    await certificateInput.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('big', MAX_DOCUMENT_BYTES + 1),
    });
    await expect(english.getByRole('alert')).toHaveText(DOCUMENT_TOO_LARGE);
    expect(uploads).toEqual([]);

    // The upload is held on its way, so the cancel certainly comes before the server has it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const held = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(UPLOADS, async (route) => {
      arrived();
      await released;
      await route.abort().catch(() => undefined);
    });
    await certificateInput.setInputFiles({
      name: 'ielts.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('IELTS 7.0', 200_000),
    });
    await held;
    await expect(english.getByRole('alert')).toHaveCount(0);
    await expect(english.getByRole('status')).toHaveText('Sending ielts.pdf');
    await expect(english.getByRole('progressbar', { name: 'Sending: English-language certificate' })).toBeVisible();
    const cancel = english.getByRole('button', { name: 'Cancel sending: English-language certificate' });
    await expect(cancel).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(english.getByRole('status')).toHaveText('Sending was cancelled: nothing was kept.');
    await expect(english.getByRole('progressbar')).toHaveCount(0);
    await expect(certificateInput).toBeFocused();
    release();
    await page.unroute(UPLOADS);
    await expect(english.getByTestId('document-state')).toHaveText('Missing');
    expect((await documentRows(applicationId)).map((row) => row.item)).toEqual(['identity']);
    await page.reload();
    await expect(english.getByTestId('document-state')).toHaveText('Missing');
    await expect(identity.getByTestId('document-state')).toHaveText('Could not be accepted');
  });
}
