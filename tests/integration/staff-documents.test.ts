import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { directoryStorage } from '../../core/storage/directory-storage';
import { documentsComplete, REJECT_REASON_REQUIRED, REJECT_REASON_TOO_LONG } from '../../domain/document-progress';
import { DOCUMENT_PDF_ACTIVE } from '../../domain/document-types';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { reviewMessages } from '../../server/documents/document-review';
import { staffChecklist } from '../../server/documents/staff-checklist';
import { uploadMessages } from '../../server/documents/upload-messages';
import { APPLICANT_SIGN_IN_REQUIRED } from '../../server/trpc/init';
import { javascriptPdf, pdfBytes, pngBytes } from '../support/documents/files';
import {
  createAdmin,
  createApplication,
  createDocument,
  createSessionCookie,
  createStaff,
  type TestUser,
} from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = 'http://127.0.0.1:3000';
const SAME_ORIGIN = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
// No scanner in this file: an applicant's upload is stored "not scanned", which staff may review
// like a clean one (tests/integration/applicant-documents.test.ts runs the real clamd).
const env: Record<string, string> = {};
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-staff-documents-'));
  env.UPLOADS_DIR = uploadsDir;
});
const stack = useDeliveryStack('staff-documents', env);
afterAll(async () => {
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const db = () => stack.database.db;
const storage = () => directoryStorage(uploadsDir);
let admin: TestUser;
let adminCookie: string;
beforeAll(async () => {
  admin = await createAdmin(db(), { label: 'reviewer' });
  adminCookie = await createSessionCookie(db(), admin);
});

async function applicantWithApplication(overrides: { programme?: string; last_name?: string; status?: string } = {}) {
  const email = uniqueEmail('documents');
  const application = await createApplication(db(), { email, programme: 'alevel', ...overrides });
  const { token } = await createApplicantSession(db(), email);
  return { email, applicationId: application.id, cookie: `applicant_session=${token}` };
}

async function upload(cookie: string, applicationId: string, item: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/${item}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      document?: { id: string; state: string; originalName: string };
      error?: { message: string };
    },
  };
}

async function adminCall(procedure: string, input: unknown, cookie = adminCookie) {
  return postMutation(stack.server.url, `admin.applications.documents.${procedure}`, input, { cookie, ...SAME_ORIGIN });
}

interface ChecklistItem {
  key: string;
  state: string;
  document: { id: string; originalName: string; rejectReason: string | null } | null;
}

async function applicantChecklist(cookie: string, applicationId: string): Promise<ChecklistItem[]> {
  const response = await fetch(
    `${stack.server.url}/trpc/applicant.documents.checklist?input=${encodeURIComponent(JSON.stringify({ applicationId }))}`,
    {
      headers: { cookie },
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: ChecklistItem[] } }).result.data;
}

function auditEntries(action: string, subjectId: string) {
  return db()
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'subject_type', 'subject_id', 'details'])
    .where('action', '=', action as never)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

async function documentRow(id: string) {
  return db().selectFrom('application_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('reviewing a document', () => {
  it('accepts an uploaded document, audited, and the applicant can then no longer replace it', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const sent = await upload(cookie, applicationId, 'identity', pdfBytes('passport'), 'passport.pdf');
    expect(sent.status).toBe(201);
    const documentId = sent.body.document!.id;
    expect((await documentRow(documentId)).scan_state).toBe('not_scanned');

    const reviewed = await adminCall('review', { documentId, decision: 'accepted', reason: 'ignored on accept' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.result.data).toEqual({ applicationId, item: 'identity', decision: 'accepted' });
    expect(await documentRow(documentId)).toMatchObject({
      review_state: 'accepted',
      reject_reason: null,
      reviewed_by_email: admin.email,
      reviewed_at: expect.any(Date),
    });
    expect(await auditEntries('document.accepted', applicationId)).toEqual([
      {
        actor_id: admin.id,
        action: 'document.accepted',
        subject_type: 'application',
        subject_id: applicationId,
        details: { documentId, item: 'identity' },
      },
    ]);

    const again = await upload(cookie, applicationId, 'identity', pdfBytes('another passport'), 'passport-2.pdf');
    expect(again).toEqual({ status: 409, body: { error: { message: uploadMessages.alreadyAccepted } } });
    expect((await applicantChecklist(cookie, applicationId)).find((entry) => entry.key === 'identity')).toMatchObject({
      state: 'accepted',
      document: { id: documentId },
    });
  });

  it('rejects with a reason the applicant reads in their checklist, and the applicant may then send another', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const sent = await upload(cookie, applicationId, 'school_report', pdfBytes('report'), 'report.pdf');
    const documentId = sent.body.document!.id;

    const noReason = await adminCall('review', { documentId, decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(REJECT_REASON_REQUIRED);
    const blank = await adminCall('review', { documentId, decision: 'rejected', reason: '   ' });
    expect(blank.body.error.message).toBe(REJECT_REASON_REQUIRED);
    const tooLong = await adminCall('review', { documentId, decision: 'rejected', reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe(REJECT_REASON_TOO_LONG);
    expect((await documentRow(documentId)).review_state).toBe('uploaded');

    const reason = 'The page is cut off: please send the whole report, with the grades.';
    const rejected = await adminCall('review', { documentId, decision: 'rejected', reason: `  ${reason}\u0000 ` });
    expect(rejected.status).toBe(200);
    expect(await documentRow(documentId)).toMatchObject({
      review_state: 'rejected',
      reject_reason: reason,
      reviewed_by_email: admin.email,
    });
    const entry = (await applicantChecklist(cookie, applicationId)).find((item) => item.key === 'school_report');
    expect(entry).toMatchObject({ state: 'rejected', document: { id: documentId, rejectReason: reason } });
    // The reason is free text: the audit entry holds ids only.
    const audits = await auditEntries('document.rejected', applicationId);
    expect(audits).toEqual([
      expect.objectContaining({ actor_id: admin.id, details: { documentId, item: 'school_report' } }),
    ]);
    expect(JSON.stringify(audits)).not.toContain('cut off');

    const resent = await upload(cookie, applicationId, 'school_report', pdfBytes('whole report'), 'whole-report.pdf');
    expect(resent.status).toBe(201);
    expect(
      (await applicantChecklist(cookie, applicationId)).find((item) => item.key === 'school_report'),
    ).toMatchObject({
      state: 'uploaded',
      document: { id: resent.body.document!.id, rejectReason: null },
    });
    // The rejected document was replaced: a review of it now finds nothing, rather than the new file.
    const stale = await adminCall('review', { documentId, decision: 'accepted' });
    expect(stale.status).toBe(404);
    expect(stale.body.error.message).toBe(reviewMessages.notFound);
  });

  it('refuses a document still being scanned or refused by the scanner with CONFLICT, changing and recording nothing', async () => {
    const { applicationId } = await applicantWithApplication();
    const pending = await createDocument(db(), applicationId, { item: 'identity', scan_state: 'pending' });
    const infected = await createDocument(db(), applicationId, {
      item: 'school_report',
      scan_state: 'infected',
      object_key: null,
      signature: 'Eicar-Test-Signature',
    });
    for (const [document, message] of [
      [pending, reviewMessages.stillScanning],
      [infected, reviewMessages.refusedByScanner],
    ] as const) {
      for (const decision of ['accepted', 'rejected'] as const) {
        const answer = await adminCall('review', { documentId: document.id, decision, reason: 'Unreadable.' });
        expect(answer.status).toBe(409);
        expect(answer.body.error).toMatchObject({ message, data: { code: 'CONFLICT' } });
      }
      expect((await documentRow(document.id)).review_state).toBe('uploaded');
    }
    expect(await auditEntries('document.accepted', applicationId)).toEqual([]);
    expect(await auditEntries('document.rejected', applicationId)).toEqual([]);
  });

  it('redacts the reviewer’s address when their staff account is erased', async () => {
    const reviewer = await createAdmin(db(), { label: 'erased-reviewer' });
    const { applicationId } = await applicantWithApplication();
    const document = await createDocument(db(), applicationId);
    const answer = await adminCall(
      'review',
      { documentId: document.id, decision: 'accepted' },
      await createSessionCookie(db(), reviewer),
    );
    expect(answer.status).toBe(200);
    await eraseSubject(db(), reviewer.email, 'cli', { auditHmacKey: stack.server.services.config.auditHmacKey });
    const row = await documentRow(document.id);
    expect(row.review_state).toBe('accepted');
    expect(row.reviewed_by_email).not.toContain(reviewer.email);
  });
});

describe('requesting missing documents', () => {
  it('e-mails the applicant the required items missing, rejected or refused, with a link to their space', async () => {
    const { email, applicationId } = await applicantWithApplication({ programme: 'alevel' });
    await createDocument(db(), applicationId, { item: 'identity', review_state: 'accepted' });
    await createDocument(db(), applicationId, {
      item: 'school_report',
      review_state: 'rejected',
      reject_reason: 'Blurred: please scan it again.',
    });
    // english_certificate missing; the photo is optional, so never asked for.

    const requested = await adminCall('requestMissing', { applicationId });
    expect(requested.status).toBe(200);
    expect(requested.body.result.data).toEqual({ items: ['school_report', 'english_certificate'], emailQueued: true });

    const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(mail!.subject).toBe(
      'Documents needed for your application for A-Level Courses - Cardiff International Academy',
    );
    expect(mail!.text).toContain('Latest school report or transcript: Not accepted: Blurred: please scan it again.');
    expect(mail!.text).toContain('English-language certificate: Not received yet');
    expect(mail!.text).not.toContain('Passport or national ID');
    expect(mail!.text).not.toContain('Photo:');
    expect(mail!.text).toContain('Open my application space: http://127.0.0.1:3000/applicant');
    expect(mail!.html).toContain('href="http://127.0.0.1:3000/applicant"');
    expect(mail!.replyTo).toBe('admissions@academy.example');

    // Its reference is the application, so the detail's "Emails" section lists it.
    const outbox = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'recipient', 'reference_id'])
      .where('recipient', '=', email)
      .execute();
    expect(outbox).toEqual([{ kind: 'documents_requested', recipient: email, reference_id: applicationId }]);
    expect(await auditEntries('document.missing_requested', applicationId)).toEqual([
      expect.objectContaining({ actor_id: admin.id, details: { items: ['school_report', 'english_certificate'] } }),
    ]);
  });

  it('asks again for a file the scanner refused, never for one still being scanned', async () => {
    const { applicationId } = await applicantWithApplication({ programme: 'gcse' });
    await createDocument(db(), applicationId, { item: 'identity', scan_state: 'infected', object_key: null });
    await createDocument(db(), applicationId, { item: 'school_report', scan_state: 'pending' });
    const requested = await adminCall('requestMissing', { applicationId });
    expect(requested.body.result.data).toEqual({ items: ['identity'], emailQueued: true });
  });

  it('refuses when nothing required is missing, or the application is closed (CONFLICT), and sends nothing', async () => {
    const complete = await applicantWithApplication({ programme: 'english' });
    await createDocument(db(), complete.applicationId, { item: 'identity' });
    await createDocument(db(), complete.applicationId, { item: 'school_report', scan_state: 'not_scanned' });
    const nothing = await adminCall('requestMissing', { applicationId: complete.applicationId });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe(reviewMessages.nothingMissing);

    const closed = await applicantWithApplication({ status: 'withdrawn' });
    const refused = await adminCall('requestMissing', { applicationId: closed.applicationId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(reviewMessages.closed);

    const outbox = await db()
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', 'in', [complete.email, closed.email])
      .where('kind', '=', 'documents_requested')
      .execute();
    expect(outbox).toEqual([]);
    expect(await auditEntries('document.missing_requested', complete.applicationId)).toEqual([]);
  });
});

describe('the list’s documents filter', () => {
  it('keeps the applications whose required documents are all sent and not rejected, or the others', async () => {
    const marker = `Docs${Date.now()}`;
    const created = new Map<string, string>();
    const create = async (name: string, programme: string, documents: Array<Parameters<typeof createDocument>[2]>) => {
      const { applicationId } = await applicantWithApplication({ programme, last_name: `${marker} ${name}` });
      for (const document of documents) await createDocument(db(), applicationId, document);
      created.set(name, applicationId);
    };
    await create('complete', 'alevel', [
      { item: 'identity', review_state: 'accepted' },
      { item: 'school_report', scan_state: 'not_scanned' },
      { item: 'english_certificate' },
    ]);
    // English Language Preparation asks for no certificate, and the photo is never required.
    await create('english-complete', 'english', [{ item: 'identity' }, { item: 'school_report' }]);
    await create('missing', 'alevel', [{ item: 'identity' }, { item: 'school_report' }, { item: 'photo' }]);
    await create('rejected', 'foundation', [
      { item: 'identity' },
      { item: 'school_report', review_state: 'rejected', reject_reason: 'Blurred.' },
      { item: 'english_certificate' },
    ]);
    await create('scanning', 'gcse', [{ item: 'identity', scan_state: 'pending' }, { item: 'school_report' }]);
    await create('refused', 'gcse', [
      { item: 'identity', scan_state: 'infected', object_key: null },
      { item: 'school_report' },
    ]);
    await create('nothing', 'premasters', []);

    const listed = async (documents?: 'complete' | 'waiting') => {
      const query = encodeURIComponent(JSON.stringify({ search: marker, ...(documents ? { documents } : {}) }));
      const response = await fetch(`${stack.server.url}/trpc/admin.applications.list?input=${query}`, {
        headers: { cookie: adminCookie },
      });
      const body = (await response.json()) as { result: { data: { items: Array<{ lastName: string }> } } };
      return body.result.data.items.map((item) => item.lastName.slice(marker.length + 1)).sort();
    };
    expect(await listed('complete')).toEqual(['complete', 'english-complete']);
    expect(await listed('waiting')).toEqual(['missing', 'nothing', 'refused', 'rejected', 'scanning']);
    expect(await listed()).toHaveLength(7);
    // The SQL and the rule the dashboard states (domain/document-progress.ts) agree on each one.
    for (const [name, applicationId] of created) {
      expect(documentsComplete(await staffChecklist(db(), applicationId)), name).toBe(name.endsWith('complete'));
    }

    // The export is exactly what the list shows, and its audit entry names the filter.
    const csv = await fetch(`${stack.server.url}/admin/export/applications.csv?documents=complete&search=${marker}`, {
      headers: { cookie: adminCookie, ...SAME_ORIGIN },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n').slice(1);
    expect(lines.map((line) => /Docs\d+ ([a-z-]+)/.exec(line)?.[1]).sort()).toEqual(['complete', 'english-complete']);
    const exportAudit = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'submission.exported_csv')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(exportAudit.details).toEqual({ status: null, documents: 'complete', searched: true, rowCount: 2 });
    const bad = await adminCall('review', { documentId: 'not-a-uuid', decision: 'accepted' });
    expect(bad.status).toBe(400);
  });
});

describe('GET /admin/documents/:documentId', () => {
  const get = (documentId: string, headers: Record<string, string> = { cookie: adminCookie, ...SAME_ORIGIN }) =>
    fetch(`${stack.server.url}/admin/documents/${documentId}`, { headers, redirect: 'manual' });
  const downloads = (applicationId: string) => auditEntries('document.downloaded', applicationId);

  it('streams the stored bytes as an attachment with the stored type, never cached, sniffed or rendered, and audits who took which document', async () => {
    const { applicationId } = await applicantWithApplication();
    const bytes = pdfBytes('The whole report, with the grades.');
    const document = await createDocument(
      db(),
      applicationId,
      { item: 'school_report', original_name: 'Transcript "Año" 2025; (final)*.pdf', scan_state: 'not_scanned' },
      { storage: storage(), bytes },
    );
    const response = await get(document.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''Transcript%20%22A%C3%B1o%22%202025%3B%20%28final%29%2A.pdf`,
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    const audits = await downloads(applicationId);
    expect(audits).toEqual([
      {
        actor_id: admin.id,
        action: 'document.downloaded',
        subject_type: 'application',
        subject_id: applicationId,
        details: { documentId: document.id, item: 'school_report' },
      },
    ]);
    expect(JSON.stringify(audits)).not.toContain('Transcript');
  });

  it('names an image by its stored type, whatever the name sent: a PNG called .html is saved as .html.png', async () => {
    const { applicationId } = await applicantWithApplication();
    const bytes = await pngBytes();
    const document = await createDocument(
      db(),
      applicationId,
      { item: 'photo', original_name: 'me.html', mime_type: 'image/png' },
      { storage: storage(), bytes },
    );
    const response = await get(document.id);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''me.html.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404, recording nothing, for a document refused by the scanner, still being scanned, unknown, or not an id', async () => {
    const { applicationId } = await applicantWithApplication();
    const infected = await createDocument(db(), applicationId, {
      item: 'identity',
      scan_state: 'infected',
      object_key: null,
    });
    const pending = await createDocument(
      db(),
      applicationId,
      { item: 'school_report', scan_state: 'pending' },
      { storage: storage(), bytes: pdfBytes() },
    );
    // A row whose object has gone (an operator's mistake) is a 404 too, not a 500.
    const vanished = await createDocument(db(), applicationId, { item: 'photo' });
    for (const id of [
      infected.id,
      pending.id,
      vanished.id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await get(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await downloads(applicationId)).toEqual([]);
  });

  it('refuses a caller without an admin session (401, 403) and a request from another site (403)', async () => {
    const { applicationId, cookie: applicantCookie } = await applicantWithApplication();
    const document = await createDocument(db(), applicationId, {}, { storage: storage(), bytes: pdfBytes() });
    expect((await get(document.id, SAME_ORIGIN)).status).toBe(401);
    expect((await get(document.id, { cookie: applicantCookie, ...SAME_ORIGIN })).status).toBe(401);
    const signedOut = await get(document.id, { ...SAME_ORIGIN, accept: 'text/html' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(
      `/auth?next=${encodeURIComponent(`/admin/documents/${document.id}`)}`,
    );
    const staff = await createSessionCookie(db(), await createStaff(db(), { label: 'no-role' }));
    expect((await get(document.id, { cookie: staff, ...SAME_ORIGIN })).status).toBe(403);
    const unconfirmed = await createSessionCookie(
      db(),
      await createAdmin(db(), { confirmed: false, label: 'unconfirmed' }),
    );
    expect((await get(document.id, { cookie: unconfirmed, ...SAME_ORIGIN })).status).toBe(403);

    const crossSite = await get(document.id, { cookie: adminCookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).not.toContain('%PDF');
    expect((await get(document.id, { cookie: adminCookie, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await get(document.id, { cookie: adminCookie, referer: 'https://evil.example/page' })).status).toBe(403);
    // Typed into the address bar, or a link in the dashboard: allowed.
    expect((await get(document.id, { cookie: adminCookie, 'sec-fetch-site': 'none' })).status).toBe(200);
    expect(await downloads(applicationId)).toHaveLength(1);
  });
});

describe('a file’s name, from the applicant’s device to the staff download', () => {
  /** A multipart body written by hand, for the forms of Content-Disposition a browser's FormData does not write. */
  async function uploadRaw(cookie: string, applicationId: string, item: string, disposition: string, bytes: Buffer) {
    const boundary = 'x-academy-names';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/${item}`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new Uint8Array(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { document?: { id: string; originalName: string } },
    };
  }

  async function staffDetailNames(applicationId: string): Promise<Record<string, string | undefined>> {
    const response = await fetch(
      `${stack.server.url}/trpc/admin.applications.detail?input=${encodeURIComponent(JSON.stringify({ id: applicationId }))}`,
      {
        headers: { cookie: adminCookie, ...SAME_ORIGIN },
      },
    );
    expect(response.status).toBe(200);
    const detail = (
      (await response.json()) as {
        result: { data: { documents: Array<{ key: string; document: { originalName: string } | null }> } };
      }
    ).result.data;
    return Object.fromEntries(detail.documents.map((entry) => [entry.key, entry.document?.originalName]));
  }

  /** The name a browser saves the download under: RFC 8187's `filename*`, decoded. */
  async function downloadedName(documentId: string): Promise<string> {
    const response = await fetch(`${stack.server.url}/admin/documents/${documentId}`, {
      headers: { cookie: adminCookie, ...SAME_ORIGIN },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const disposition = response.headers.get('content-disposition') ?? '';
    const encoded = /^attachment; filename\*=UTF-8''([!#$&+\-.^_`|~0-9A-Za-z%]+)$/.exec(disposition)?.[1];
    expect(encoded, disposition).toBeDefined();
    return decodeURIComponent(encoded!);
  }

  it('keeps Arabic, accented Latin and emoji names in UTF-8 in the applicant’s space, the staff view and the download', async () => {
    const { applicationId, cookie } = await applicantWithApplication({ programme: 'foundation' });
    const names = {
      identity: 'جواز-السفر.pdf',
      school_report: 'Relevé de notes – Zoë Müller, año 2025.pdf',
      english_certificate: 'IELTS 🎓 résultat 👩🏽‍🎓.pdf',
    };
    for (const [item, name] of Object.entries(names)) {
      const sent = await upload(cookie, applicationId, item, pdfBytes(item), name);
      expect(sent.status, name).toBe(201);
      expect(sent.body.document?.originalName).toBe(name);
    }
    // The name as some clients send it: RFC 5987's filename*, and decomposed accents (as a Mac may), stored composed.
    const photo = await uploadRaw(
      cookie,
      applicationId,
      'photo',
      `filename*=UTF-8''${encodeURIComponent('صورة شخصية.pdf')}`,
      pdfBytes('photo'),
    );
    expect(photo.body.document?.originalName).toBe('صورة شخصية.pdf');
    const decomposed = await uploadRaw(
      cookie,
      applicationId,
      'school_report',
      `filename="${'Releve\u0301 Zoe\u0308.pdf'}"`,
      pdfBytes('again'),
    );
    expect(decomposed.body.document?.originalName).toBe('Relevé Zoë.pdf');
    const expected: Record<string, string> = { ...names, school_report: 'Relevé Zoë.pdf', photo: 'صورة شخصية.pdf' };

    const rows = await db()
      .selectFrom('application_documents')
      .select(['id', 'item', 'original_name'])
      .where('application_id', '=', applicationId)
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.item, row.original_name]))).toEqual(expected);
    const applicantView = await applicantChecklist(cookie, applicationId);
    expect(Object.fromEntries(applicantView.map((entry) => [entry.key, entry.document?.originalName]))).toEqual(
      expected,
    );
    expect(await staffDetailNames(applicationId)).toEqual(expected);
    for (const row of rows) expect(await downloadedName(row.id)).toBe(expected[row.item]);
  });

  it('removes control characters and direction overrides from a name, and cuts a long one between whole characters', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const spoofed = await upload(cookie, applicationId, 'identity', pdfBytes('spoofed'), 'passport\u202Egpj.exe\t.pdf');
    expect(spoofed.status).toBe(201);
    expect((await documentRow(spoofed.body.document!.id)).original_name).toBe('passportgpj.exe.pdf');
    // A part header may not hold raw control characters (busboy refuses it), but RFC 5987's encoding can carry them.
    const encoded = await uploadRaw(
      cookie,
      applicationId,
      'identity',
      `filename*=UTF-8''report%00%07%1B%5B31m%C2%85%E2%81%A7.pdf`,
      pdfBytes('encoded'),
    );
    expect(encoded.status).toBe(201);
    expect((await documentRow(encoded.body.document!.id)).original_name).toBe('report[31m.pdf');
    // 199 letters and a family emoji of 11 UTF-16 units: the emoji would pass 200, so it goes whole.
    const long = await upload(cookie, applicationId, 'school_report', pdfBytes('long'), `${'a'.repeat(199)}👨‍👩‍👧‍👦.pdf`);
    expect((await documentRow(long.body.document!.id)).original_name).toBe('a'.repeat(199));
  });
});

describe('a PDF with active content', () => {
  it('never reaches staff: refused at upload, the item stays missing, and there is nothing to download', async () => {
    const { applicationId, cookie } = await applicantWithApplication();
    const refused = await upload(
      cookie,
      applicationId,
      'identity',
      javascriptPdf({ objectStream: true }),
      'passport.pdf',
    );
    expect(refused).toEqual({ status: 400, body: { error: { message: DOCUMENT_PDF_ACTIVE } } });
    expect(
      await db().selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute(),
    ).toEqual([]);
    const identity = (await staffChecklist(db(), applicationId)).find((entry) => entry.key === 'identity');
    expect(identity).toMatchObject({ state: 'missing', document: null });
    // "Request missing documents" asks for it again.
    const requested = await adminCall('requestMissing', { applicationId });
    expect(requested.status).toBe(200);
    expect(requested.body.result.data).toMatchObject({ items: expect.arrayContaining(['identity']) });
  });
});

describe('the applicant upload endpoint', () => {
  it('refuses a staff session, admin or not: only an applicant’s own session may send a document', async () => {
    const { applicationId } = await applicantWithApplication();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'a.pdf');
    const response = await fetch(`${stack.server.url}/api/applicant/documents/${applicationId}/identity`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: ORIGIN },
      body: form,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { message: APPLICANT_SIGN_IN_REQUIRED } });
    expect(
      await db().selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute(),
    ).toEqual([]);
  });
});
