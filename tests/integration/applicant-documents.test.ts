import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDueObjects, removeQueuedObject, takeUploadLease } from '../../core/documents/object-removals';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { directoryStorage } from '../../core/storage/directory-storage';
import { newObjectKey } from '../../core/storage/object-storage';
import {
  DOCUMENT_PDF_ACTIVE,
  DOCUMENT_PDF_PASSWORD,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_REFUSED,
  MAX_DOCUMENT_BYTES,
} from '../../domain/document-types';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { uploadMessages } from '../../server/documents/upload-messages';
import { serverWordsIn } from '../../web/src/features/applicant/applicant-errors';
import { m } from '@i18n/messages';
import { EICAR, javascriptPdf, jpegWithGps, pdfBytes, pdfWith, pngBytes } from '../support/documents/files';
import { useScanningEnv } from '../support/documents/scanning-env';
import { createApplication } from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = 'http://127.0.0.1:3000';
const scanning = useScanningEnv();
// The hostile bodies below all come from one session, to one application.
const stack = useDeliveryStack('documents', scanning.env, {
  uploadLimits: { perSessionPerHour: 1_000, perApplicationPerDay: 1_000 },
});

const storage = () => directoryStorage(scanning.uploadsDir);
const db = () => stack.database.db;

/** The stored objects: files in the upload directory, leaving out half-written ones. */
async function storedObjects(): Promise<string[]> {
  return (await readdir(scanning.uploadsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /^[0-9a-f]{32}$/.test(entry.name))
    .map((entry) => entry.name);
}

async function applicantWithApplication(programme = 'alevel') {
  const email = uniqueEmail('documents');
  const application = await createApplication(db(), { email, programme });
  const { token, publicId } = await createApplicantSession(db(), email);
  return { email, applicationId: application.id, cookie: `applicant_session=${token}`, publicId };
}

async function upload(
  cookie: string,
  applicationId: string,
  item: string,
  bytes: Buffer,
  name: string,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/${item}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      document?: { id: string; mimeType: string; state: string };
      error?: { message: string };
    },
  };
}

async function documentRow(id: string) {
  return db().selectFrom('application_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Waits until the worker has scanned the document (the scan job or the relay). */
async function scanned(id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const row = await documentRow(id);
    if (row.scan_state !== 'pending') return row;
    if (Date.now() > until) throw new Error(`document ${id} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function readObject(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage().get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('an applicant’s documents, through the real server, worker and clamd', () => {
  it('stores a PDF as sent, scans it, and releases it as uploaded', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const bytes = pdfBytes('My latest report.');
    const sent = await upload(cookie, applicationId, 'school_report', bytes, 'report.pdf', 'application/pdf');
    expect(sent.status).toBe(201);
    expect(sent.body.document).toMatchObject({ mimeType: 'application/pdf', state: 'scanning' });
    const row = await scanned(sent.body.document!.id);
    expect(row).toMatchObject({ scan_state: 'clean', original_name: 'report.pdf', size_bytes: bytes.length });
    expect((await readObject(row.object_key!)).equals(bytes)).toBe(true);
    // The stored object's key is random, never the file's name.
    expect(row.object_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('quarantines a file clamd flags: the object is removed and the row says why', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const sent = await upload(cookie, applicationId, 'identity', pdfBytes(EICAR), 'passport.pdf', 'application/pdf');
    expect(sent.status).toBe(201);
    const row = await scanned(sent.body.document!.id);
    expect(row.scan_state).toBe('infected');
    expect(row.signature).toMatch(/Eicar/);
    expect(row.object_key).toBeNull();
    const caller = await fetch(
      `${stack.server.url}/trpc/applicant.documents.checklist?input=${encodeURIComponent(JSON.stringify({ applicationId }))}`,
      { headers: { cookie } },
    );
    const checklist = ((await caller.json()) as { result: { data: Array<{ key: string; state: string }> } }).result
      .data;
    expect(checklist.find((entry) => entry.key === 'identity')?.state).toBe('refused');
    // The worker removes the object right after marking the row: wait for that, not for a fixed time.
    await expect
      .poll(() => db().selectFrom('stored_object_removals').select('object_key').execute(), { timeout: 10_000 })
      .toEqual([]);
  });

  it('detects the type from the bytes: a PNG named .pdf is a PNG, HTML named .jpg is refused, and nothing is left of it', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const png = await upload(cookie, applicationId, 'photo', await pngBytes(), 'photo.pdf', 'application/pdf');
    expect(png.status).toBe(201);
    expect(png.body.document?.mimeType).toBe('image/png');

    const before = await storedObjects();
    const html = await upload(
      cookie,
      applicationId,
      'identity',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'passport.jpg',
      'image/jpeg',
    );
    expect(html).toEqual({ status: 400, body: { error: { message: DOCUMENT_TYPE_REFUSED } } });
    // A polyglot: a PDF header on an HTML page is stored as the PDF it claims to be, never served inline (downloads are attachments).
    expect(await storedObjects()).toEqual(before);
    // Nor its lease: a refused upload clears the row that would have removed a crashed one's object.
    expect(
      await db().selectFrom('stored_object_removals').select('object_key').where('due_at', '>', new Date()).execute(),
    ).toEqual([]);
  });

  it('refuses a PDF carrying JavaScript, in plain sight or packed in an object stream, in English and Arabic, and stores nothing', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const objectsBefore = await storedObjects();
    for (const pdf of [javascriptPdf(), javascriptPdf({ objectStream: true })]) {
      const sent = await upload(cookie, applicationId, 'school_report', pdf, 'report.pdf', 'application/pdf');
      expect(sent).toEqual({ status: 400, body: { error: { message: DOCUMENT_PDF_ACTIVE } } });
      expect(serverWordsIn(sent.body.error!.message, 'ar')).toBe(m.applicant_error_pdf_active({}, { locale: 'ar' }));
    }
    const locked = await upload(
      cookie,
      applicationId,
      'identity',
      await readFile(path.join(import.meta.dirname, '../support/documents/encrypted/password-aes256.pdf')),
      'passport.pdf',
    );
    expect(locked).toEqual({ status: 400, body: { error: { message: DOCUMENT_PDF_PASSWORD } } });
    expect(
      await db().selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute(),
    ).toEqual([]);
    expect(await storedObjects()).toEqual(objectsBefore);
    expect(
      await db().selectFrom('stored_object_removals').select('object_key').where('due_at', '>', new Date()).execute(),
    ).toEqual([]);
    // The same report without its script is taken as sent.
    const plain = pdfWith({ catalog: '/OpenAction[3 0 R/Fit]', objectStream: true });
    const sent = await upload(cookie, applicationId, 'school_report', plain, 'report.pdf', 'application/pdf');
    expect(sent.status).toBe(201);
    expect((await readObject((await scanned(sent.body.document!.id)).object_key!)).equals(plain)).toBe(true);
  });

  it('removes EXIF, GPS included, from a photo: read back from storage', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await upload(cookie, applicationId, 'photo', photo, 'IMG_0001.jpg', 'image/jpeg');
    expect(sent.status).toBe(201);
    const row = await scanned(sent.body.document!.id);
    const stored = await readObject(row.object_key!);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a file over 10 MB, and leaves nothing stored', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const before = await storedObjects();
    const sent = await upload(
      cookie,
      applicationId,
      'school_report',
      pdfBytes('big', MAX_DOCUMENT_BYTES + 1),
      'big.pdf',
    );
    expect(sent).toEqual({ status: 413, body: { error: { message: DOCUMENT_TOO_LARGE } } });
    expect(await storedObjects()).toEqual(before);
    expect(
      await db().selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute(),
    ).toEqual([]);
  });

  it('replaces a document until staff accept it, removing the old object; then refuses a change', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const first = await upload(cookie, applicationId, 'school_report', pdfBytes('first'), 'first.pdf');
    const firstKey = (await scanned(first.body.document!.id)).object_key!;
    const second = await upload(cookie, applicationId, 'school_report', pdfBytes('second'), 'second.pdf');
    expect(second.status).toBe(201);
    await scanned(second.body.document!.id);
    // Removed after the replacing row commits (by the request, else the worker's upkeep).
    await expect.poll(() => storage().exists(firstKey), { timeout: 10_000 }).toBe(false);
    const rows = await db()
      .selectFrom('application_documents')
      .select('original_name')
      .where('application_id', '=', applicationId)
      .execute();
    expect(rows).toEqual([{ original_name: 'second.pdf' }]);

    await db()
      .updateTable('application_documents')
      .set({ review_state: 'accepted' })
      .where('id', '=', second.body.document!.id)
      .execute();
    const third = await upload(cookie, applicationId, 'school_report', pdfBytes('third'), 'third.pdf');
    expect(third).toEqual({ status: 409, body: { error: { message: uploadMessages.alreadyAccepted } } });
  });

  it('records each upload and the removal by ids (document, application, item, the one replaced, the session), never a name or the address', async () => {
    const { email, applicationId, cookie, publicId } = await applicantWithApplication();
    const first = (await upload(cookie, applicationId, 'school_report', pdfBytes('first'), 'Report of Ffion Evans.pdf'))
      .body.document!.id;
    const second = (
      await upload(cookie, applicationId, 'school_report', pdfBytes('second'), 'Report of Ffion Evans 2.pdf')
    ).body.document!.id;
    await scanned(second);
    const removed = await postMutation(
      stack.server.url,
      'applicant.documents.remove',
      { applicationId, item: 'school_report' },
      { cookie, origin: ORIGIN },
    );
    expect(removed.status).toBe(200);

    const entries = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_label', 'action', 'subject_type', 'subject_id', 'details'])
      .where('subject_id', 'in', [first, second])
      .orderBy('id')
      .execute();
    const by = { actor_id: null, actor_label: 'applicant', subject_type: 'document' };
    const about = { applicationId, item: 'school_report', applicantSession: publicId };
    expect(entries).toEqual([
      { ...by, action: 'document.uploaded_by_applicant', subject_id: first, details: { ...about, replaced: null } },
      { ...by, action: 'document.uploaded_by_applicant', subject_id: second, details: { ...about, replaced: first } },
      { ...by, action: 'document.removed_by_applicant', subject_id: second, details: about },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${email}|Ffion|Evans`));
  });

  it('refuses an upload whose application was withdrawn while the file was on its way, and keeps nothing of it', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const objectsBefore = await storedObjects();
    const leases = () =>
      db().selectFrom('stored_object_removals').select('object_key').where('due_at', '>', new Date()).execute();
    const boundary = 'x-academy-slow-upload';
    const bytes = pdfBytes('A report sent over a slow connection.', 64 * 1024);
    const request = http.request(`${stack.server.url}/api/applicant/documents/${applicationId}/school_report`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    // The first half of the file: the server has checked the application and is storing it
    // (its upload lease is written) while the rest is still to come.
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    request.write(bytes.subarray(0, bytes.length / 2));
    await expect.poll(leases, { timeout: 10_000 }).toHaveLength(1);

    const withdrawn = await postMutation(
      stack.server.url,
      'applicant.withdraw',
      { applicationId },
      { cookie, origin: ORIGIN },
    );
    expect(withdrawn.status).toBe(200);
    request.end(Buffer.concat([bytes.subarray(bytes.length / 2), Buffer.from(`\r\n--${boundary}--\r\n`)]));

    expect(await answer).toEqual({ status: 409, body: { error: { message: uploadMessages.closed } } });
    expect(
      await db().selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute(),
    ).toEqual([]);
    expect(await storedObjects()).toEqual(objectsBefore);
    expect(await leases()).toEqual([]);
  });

  it('refuses an upload without an applicant session, and to someone else’s application', async () => {
    const { applicationId } = await applicantWithApplication();
    const other = await applicantWithApplication();
    expect((await upload('', applicationId, 'identity', pdfBytes(), 'a.pdf')).status).toBe(401);
    expect((await upload(other.cookie, applicationId, 'identity', pdfBytes(), 'a.pdf')).status).toBe(404);
    // An item the programme does not ask for (English Language Preparation asks for no certificate).
    const english = await applicantWithApplication('english');
    expect(
      (await upload(english.cookie, english.applicationId, 'english_certificate', pdfBytes(), 'a.pdf')).status,
    ).toBe(404);
  });
});

describe('stored objects and their rows stay in step through a crash at any point', () => {
  // The worker's own upkeep would repair these states too; held, only the retention pass may.
  beforeAll(() => stack.worker.documents.pauseUpkeep());
  afterAll(() => stack.worker.documents.resumeUpkeep());

  it('an upload that died after writing its object and before its row: the next retention pass removes the object', async () => {
    const key = newObjectKey();
    const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
    // The steps of an upload, stopped after the object is written: the lease is all that is left.
    await takeUploadLease(db(), key, past);
    await storage().put(key, Readable.from([pdfBytes()]));
    expect(await storage().exists(key)).toBe(true);
    const outcome = await runRetention(db(), {
      periods: DEFAULT_RETENTION_PERIODS,
      trigger: 'cli',
      storage: storage(),
    });
    expect(outcome.ran && outcome.counts.storedObjects).toBeGreaterThanOrEqual(1);
    expect(await storage().exists(key)).toBe(false);
  });

  it('an erasure stopped after its transaction, before the objects went: rows gone at once, objects by the next pass', async () => {
    const { email, applicationId, cookie } = await applicantWithApplication();
    const sent = await upload(cookie, applicationId, 'identity', pdfBytes('passport'), 'passport.pdf');
    const key = (await scanned(sent.body.document!.id)).object_key!;
    // The erasure's transaction alone: the process "stops" before removeDueObjects runs.
    const erased = await eraseSubject(db(), email, 'cli', { auditHmacKey: stack.server.services.config.auditHmacKey });
    expect(erased.objectKeys).toEqual([key]);
    expect(
      await db().selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute(),
    ).toEqual([]);
    expect(await storage().exists(key)).toBe(true);
    expect(
      await db().selectFrom('stored_object_removals').select('object_key').where('object_key', '=', key).execute(),
    ).toHaveLength(1);
    await runRetention(db(), { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli', storage: storage() });
    expect(await storage().exists(key)).toBe(false);
    expect(
      await db().selectFrom('stored_object_removals').select('object_key').where('object_key', '=', key).execute(),
    ).toEqual([]);
    // Removing again (a crash after the object went, before its queue row) is harmless.
    expect(await removeDueObjects(db(), storage())).toBe(0);
  });
});

describe('an object someone waits on is gone when its removal returns', () => {
  /** Until a backend waits on a row lock of stored_object_removals (a remover blocked by another). */
  async function removerBlocked() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error('no remover waited on the queue row within 10 s');
      const { rows } = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like '%stored_object_removals%'`.execute(
        db(),
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('waits for a sweep that holds its queue row, where removeDueObjects would skip it and leave the object', async () => {
    // In one gate an upload's sweep had taken the row of the document an applicant had just
    // removed: the removal skipped it and answered while the object was still there.
    const { applicationId, cookie } = await applicantWithApplication();
    const sent = await upload(cookie, applicationId, 'identity', pdfBytes('passport'), 'passport.pdf');
    const key = (await scanned(sent.body.document!.id)).object_key!;
    await db().deleteFrom('application_documents').where('object_key', '=', key).execute();

    let releaseSweep!: () => void;
    const sweepMayFinish = new Promise<void>((resolve) => (releaseSweep = resolve));
    let sweepHasRow!: () => void;
    const sweepHoldsRow = new Promise<void>((resolve) => (sweepHasRow = resolve));
    const sweep = db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .selectFrom('stored_object_removals')
          .select('object_key')
          .where('object_key', '=', key)
          .forUpdate()
          .execute();
        sweepHasRow();
        await sweepMayFinish;
        await storage().delete(key);
        await trx.deleteFrom('stored_object_removals').where('object_key', '=', key).execute();
      });
    await sweepHoldsRow;

    let returned = false;
    let removal: Promise<unknown> = Promise.resolve();
    try {
      await removeDueObjects(db(), storage());
      expect(await storage().exists(key)).toBe(true);
      removal = removeQueuedObject(db(), storage(), key).then(() => (returned = true));
      await removerBlocked();
      expect(returned).toBe(false);
    } finally {
      releaseSweep();
    }
    await Promise.all([sweep, removal]);
    expect(await storage().exists(key)).toBe(false);
  });
});

describe('hostile multipart bodies at the upload endpoint', () => {
  const boundary = 'x-academy-boundary';
  const part = fc.record({
    disposition: fc.oneof(
      fc.constant('form-data; name="file"; filename="a.pdf"'),
      fc.string({ maxLength: 300 }).map((name) => `form-data; name="file"; filename="${name}"`),
      fc.string({ maxLength: 200 }),
      fc.constant(`form-data; name="file"; filename="${'A'.repeat(20_000)}"`),
    ),
    extraHeaders: fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.string({ maxLength: 100 })), {
      maxLength: 30,
    }),
    body: fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.constant(Buffer.from(pdfBytes()))),
  });
  const hostileBody = fc.record({
    parts: fc.array(part, { minLength: 0, maxLength: 3 }),
    cutAt: fc.option(fc.nat(), { nil: undefined }),
    boundaryInHeader: fc.oneof(fc.constant(boundary), fc.string({ maxLength: 80 })),
    close: fc.boolean(),
  });

  function multipart({
    parts,
    cutAt,
    close,
  }: {
    parts: Array<{ disposition: string; extraHeaders: Array<[string, string]>; body: Uint8Array }>;
    cutAt?: number;
    close: boolean;
  }): Buffer {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const headers = [
        `Content-Disposition: ${p.disposition}`,
        ...p.extraHeaders.map(([name, value]) => `${name}: ${value}`),
      ];
      chunks.push(
        Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
        Buffer.from(p.body),
        Buffer.from('\r\n'),
      );
    }
    if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const whole = Buffer.concat(chunks);
    return cutAt === undefined ? whole : whole.subarray(0, cutAt % (whole.length + 1));
  }

  it('answers each with 4xx (or 201 for a valid file) and never a 5xx; a refused body leaves nothing stored', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    await fc.assert(
      fc.asyncProperty(hostileBody, async (input) => {
        const before = await storedObjects();
        const rowsBefore = await db()
          .selectFrom('application_documents')
          .select('id')
          .where('application_id', '=', applicationId)
          .execute();
        const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/school_report`, {
          method: 'POST',
          headers: {
            cookie,
            origin: ORIGIN,
            'content-type': `multipart/form-data; boundary=${input.boundaryInHeader}`,
          },
          body: new Uint8Array(multipart(input)),
        });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        if (response.status !== 201) {
          // Nothing new (an earlier accepted file's replaced object may be going meanwhile).
          expect((await storedObjects()).filter((key) => !before.includes(key))).toEqual([]);
          expect(
            await db()
              .selectFrom('application_documents')
              .select('id')
              .where('application_id', '=', applicationId)
              .execute(),
          ).toEqual(rowsBefore);
        }
        // No upload lease outlives its request (a replaced file's object may still be on its way out).
        expect(
          await db()
            .selectFrom('stored_object_removals')
            .select('object_key')
            .where('due_at', '>', new Date())
            .execute(),
        ).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
