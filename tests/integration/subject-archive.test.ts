import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry } from 'yauzl';
import { ARCHIVE_JSON_NAME } from '../../core/privacy/subject-archive';
import { directoryStorage } from '../../core/storage/directory-storage';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { SUBJECT_ARCHIVE_PATH } from '../../domain/staff-paths';
import { jpegWithGps, pdfBytes } from '../support/documents/files';
import { createAdmin, createApplication, createSessionCookie } from '../support/factories';
import { useDeliveryStack } from '../support/running-stack';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = 'http://127.0.0.1:3000';
const env: Record<string, string> = {};
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-archive-'));
  env.UPLOADS_DIR = uploadsDir;
});
const stack = useDeliveryStack('subject-archive', env);
afterAll(async () => {
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

/** Every entry of a zip, by name, with its bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function upload(cookie: string, applicationId: string, item: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/${item}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { document: { id: string } }).document.id;
}

function askForArchive(email: string, headers: Record<string, string>) {
  return fetch(`${stack.server.url}${SUBJECT_ARCHIVE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify({ email }),
  });
}

describe('the access export as a zip', () => {
  it('holds the JSON and every stored document, byte for byte, and is audited', async () => {
    const db = stack.database.db;
    const email = uniqueEmail('archive');
    const application = await createApplication(db, { email, programme: 'alevel' });
    const { token } = await createApplicantSession(db, email);
    const cookie = `applicant_session=${token}`;
    const reportId = await upload(cookie, application.id, 'school_report', pdfBytes('report'), 'Report: term 1.pdf');
    const photoId = await upload(cookie, application.id, 'photo', await jpegWithGps(), 'me.jpg');

    const admin = await createAdmin(db, { label: 'archive-admin' });
    const response = await askForArchive(email.toUpperCase(), { cookie: await createSessionCookie(db, admin) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subject-access-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));

    const json = JSON.parse(files.get(ARCHIVE_JSON_NAME)!.toString()) as {
      subject: string;
      documents: Array<{ id: string }>;
    };
    expect(json.subject).toBe(email);
    expect(json.documents.map((document) => document.id).sort()).toEqual([reportId, photoId].sort());
    const storage = directoryStorage(uploadsDir);
    const stored = async (id: string) => {
      const row = await db
        .selectFrom('application_documents')
        .select('object_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(row.object_key!)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    // The file name is kept, made safe for any unzip tool.
    expect(
      files.get(`documents/${application.id}/school_report-Report_ term 1.pdf`)?.equals(await stored(reportId)),
    ).toBe(true);
    expect(files.get(`documents/${application.id}/photo-me.jpg`)?.equals(await stored(photoId))).toBe(true);
    expect(files.size).toBe(3);

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_id', '=', admin.id)
      .execute();
    expect(audit).toEqual([{ action: 'privacy.access_exported', details: { via: 'dashboard-zip' } }]);
  });

  it('is refused without an admin session and from another site', async () => {
    expect((await askForArchive('someone@mail.example', {})).status).toBe(401);
    const admin = await createAdmin(stack.database.db, { label: 'archive-cross-site' });
    const cross = await askForArchive('someone@mail.example', {
      cookie: await createSessionCookie(stack.database.db, admin),
      origin: 'https://elsewhere.example',
    });
    expect(cross.status).toBe(403);
  });
});
