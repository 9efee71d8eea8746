import busboy from 'busboy';
import type { Express, Request, Response } from 'express';
import { sql } from 'kysely';
import type { Readable } from 'node:stream';
import { recordAudit } from '../../core/audit/audit-log';
import { inspectUpload, UploadRefusedError } from '../../core/documents/inspect-upload';
import { clearUploadLease, removeDueObjects, takeUploadLease } from '../../core/documents/object-removals';
import { newObjectKey, ObjectTooLargeError } from '../../core/storage/object-storage';
import { DOCUMENT_UPLOAD_PATH } from '../../domain/applicant-paths';
import { DOCUMENT_ITEM_KEYS, documentChecklist, type DocumentItemKey } from '../../domain/document-checklist';
import { MAX_APPLICATION_DOCUMENT_BYTES, MAX_DOCUMENT_BYTES } from '../../domain/document-types';
import { FINAL_APPLICATION_STATUSES } from '../../domain/retention-periods';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import { resolveApplicantSession } from '../applicants/applicant-sessions';
import { AppError } from '../errors/app-error';
import { refuseUpload } from '../http/refuse-upload';
import { requireSameOrigin } from '../security/origin-check';
import { APPLICANT_SIGN_IN_REQUIRED } from '../trpc/init';
import type { AppServices } from '../trpc/context';
import { documentState, ownApplication } from './document-views';
import { limitUploadsFrom, limitUploadsTo } from './upload-limits';
import { uploadMessages } from './upload-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class UploadProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const MAX_FILE_NAME_LENGTH = 200;

/**
 * The file's name as the applicant's device gave it, made safe to store and show: never a path,
 * no control characters or bidi overrides (which could make `gpj.exe` read as `exe.jpg`), in NFC
 * (a Mac may send `é` as `e` and a combining accent), and cut only between whole characters, so
 * an emoji or an accent is never split in two.
 */
export function storedFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
  let cut = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(clean)) {
    if (cut.length + segment.length > MAX_FILE_NAME_LENGTH) break;
    cut += segment;
  }
  return cut.trim() || 'document';
}

export function mountDocumentUpload(app: Express, services: AppServices): void {
  app.post(DOCUMENT_UPLOAD_PATH, requireSameOrigin(services.config.appOrigin), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    receiveDocument(services, req, res).catch((error: unknown) => {
      const problem = error instanceof UploadProblem ? error : null;
      if (!problem) req.log?.error({ err: error }, 'document upload failed');
      if (res.headersSent) return;
      refuseUpload(req, res, () => {
        if (problem?.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(problem.retryAfterSeconds));
        res.status(problem?.status ?? 500).json({ error: { message: problem?.message ?? uploadMessages.failed } });
      });
    });
  });
}

async function receiveDocument(services: AppServices, req: Request, res: Response): Promise<void> {
  const { db, storage, config } = services;
  const applicant = await resolveApplicantSession(db, config, req, res);
  if (!applicant) throw new UploadProblem(401, APPLICANT_SIGN_IN_REQUIRED);
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  await withinLimit(limitUploadsFrom(services.limiters, ip, applicant.sessionId));
  const applicationId = String(req.params.applicationId);
  const item = String(req.params.item);
  if (!UUID.test(applicationId) || !(DOCUMENT_ITEM_KEYS as readonly string[]).includes(item))
    throw new UploadProblem(404, uploadMessages.notFound);
  const application = await ownApplication(db, applicant.email, applicationId);
  if (!application) throw new UploadProblem(404, uploadMessages.notFound);
  if (isClosed(application.status)) throw new UploadProblem(409, uploadMessages.closed);
  if (!documentChecklist(application.programme).some((entry) => entry.key === item))
    throw new UploadProblem(404, uploadMessages.notFound);
  await withinLimit(limitUploadsTo(services.limiters, applicationId));

  const room = await roomFor(services, applicationId, item as DocumentItemKey);
  const maxBytes = Math.min(MAX_DOCUMENT_BYTES, room);
  if (maxBytes <= 0) throw new UploadProblem(413, uploadMessages.applicationFull);

  const file = await firstFile(req, maxBytes).catch((error: unknown) => {
    throw asUploadProblem(error, false);
  });
  const key = newObjectKey();
  await takeUploadLease(db, key);
  let stored = false;
  try {
    const inspected = await inspectUpload(file.stream, { maxBytes });
    const { size } = await storage.put(key, inspected.body, { contentType: inspected.mimeType });
    stored = true;
    const scanned = services.scanQueue !== null;
    const document = await db.transaction().execute(async (trx) => {
      // One upload at a time per application: the checks below see every committed document, and
      // its status as it is now, not as it was before the file arrived (a slow upload takes minutes).
      const locked = await trx
        .selectFrom('applications')
        .select('status')
        .where('id', '=', applicationId)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw new UploadProblem(404, uploadMessages.notFound);
      if (isClosed(locked.status)) throw new UploadProblem(409, uploadMessages.closed);
      const others = await trx
        .selectFrom('application_documents')
        .select([sql<string>`coalesce(sum(size_bytes), 0)`.as('total')])
        .where('application_id', '=', applicationId)
        .where('item', '<>', item)
        .executeTakeFirstOrThrow();
      if (Number(others.total) + size > MAX_APPLICATION_DOCUMENT_BYTES)
        throw new UploadProblem(413, uploadMessages.applicationFull);
      // Locked: a staff review of it (server/documents/document-review.ts) either commits first and is seen, or finds it gone.
      const previous = await trx
        .selectFrom('application_documents')
        .select(['id', 'review_state'])
        .where('application_id', '=', applicationId)
        .where('item', '=', item)
        .forUpdate()
        .executeTakeFirst();
      if (previous?.review_state === 'accepted') throw new UploadProblem(409, uploadMessages.alreadyAccepted);
      // The replaced document's object is queued for removal by the table's trigger.
      if (previous) await trx.deleteFrom('application_documents').where('id', '=', previous.id).execute();
      const row = await trx
        .insertInto('application_documents')
        .values({
          application_id: applicationId,
          item,
          object_key: key,
          original_name: file.name,
          mime_type: inspected.mimeType,
          size_bytes: size,
          scan_state: scanned ? 'pending' : 'not_scanned',
        })
        .returning(['id', 'item', 'original_name', 'mime_type', 'size_bytes', 'scan_state', 'review_state'])
        .executeTakeFirstOrThrow();
      await clearUploadLease(trx, key);
      await recordAudit(
        trx,
        applicantAuditEntry(applicant, ip, {
          action: 'document.uploaded_by_applicant',
          subject: { type: 'document', id: row.id },
          details: { applicationId, item, replaced: previous?.id ?? null },
        }),
      );
      return row;
    });
    if (services.scanQueue) await services.scanQueue.enqueue([document.id]);
    void removeDueObjects(db, storage).catch((error: unknown) =>
      req.log?.warn({ err: error }, 'stored object removal failed'),
    );
    res.status(201).json({
      document: {
        id: document.id,
        item: document.item,
        originalName: document.original_name,
        mimeType: document.mime_type,
        sizeBytes: document.size_bytes,
        state: documentState(document),
      },
    });
  } catch (error) {
    file.stream.resume();
    if (stored) await storage.delete(key).catch(() => undefined);
    await clearUploadLease(db, key).catch(() => undefined);
    throw file.broken() && !(error instanceof UploadRefusedError)
      ? new UploadProblem(400, uploadMessages.unreadable)
      : asUploadProblem(error, maxBytes < MAX_DOCUMENT_BYTES);
  }
}

function isClosed(status: string): boolean {
  return (FINAL_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** A rate limit's refusal as this endpoint answers it: 429, the wait in words and in Retry-After. */
async function withinLimit(check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
      throw new UploadProblem(429, error.message, error.retryAfterSeconds);
    throw error;
  }
}

/** Bytes this item's document may take without the application's documents passing 60 MB. */
async function roomFor({ db }: AppServices, applicationId: string, item: DocumentItemKey): Promise<number> {
  const others = await db
    .selectFrom('application_documents')
    .select([sql<string>`coalesce(sum(size_bytes), 0)`.as('total')])
    .where('application_id', '=', applicationId)
    .where('item', '<>', item)
    .executeTakeFirstOrThrow();
  return MAX_APPLICATION_DOCUMENT_BYTES - Number(others.total);
}

export function asUploadProblem(error: unknown, limitedByApplication: boolean): unknown {
  if (error instanceof UploadProblem) return error;
  if (error instanceof UploadRefusedError) {
    if (error.reason === 'too-large')
      return new UploadProblem(413, limitedByApplication ? uploadMessages.applicationFull : error.message);
    return new UploadProblem(error.reason === 'image-too-large' ? 413 : 400, error.message);
  }
  if (error instanceof ObjectTooLargeError) return new UploadProblem(413, uploadMessages.applicationFull);
  if (error instanceof MalformedUpload) return new UploadProblem(400, error.message);
  return error;
}

class MalformedUpload extends Error {}

interface ReceivedFile {
  name: string;
  stream: Readable;
  /** True once the request itself failed (cut short, malformed): its errors are the client's, not ours. */
  broken: () => boolean;
}

/**
 * The request's one file part, as a stream, once its headers are read. Anything else (no file,
 * two files, fields, a body that is not multipart, a part cut short) is refused.
 */
export function firstFile(req: Request, maxBytes: number): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send the file name as raw UTF-8; busboy would read it as latin1 by default.
        defParamCharset: 'utf8',
        limits: { files: 1, fields: 0, parts: 1, fileSize: maxBytes + 1, headerPairs: 20, fieldNameSize: 100 },
      });
    } catch {
      reject(new MalformedUpload(uploadMessages.notMultipart));
      return;
    }
    let broken = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    parser.on('file', (_field, stream, info) => {
      // The file stream ends early at busboy's limit; the byte limit after it turns that into "too large".
      stream.on('limit', () => stream.destroy(new ObjectTooLargeError(maxBytes)));
      // Whoever reads the stream sees its error; this only keeps a late one from going unhandled.
      stream.on('error', () => undefined);
      settle(() => resolve({ name: storedFileName(info.filename), stream, broken: () => broken }));
    });
    parser.on('filesLimit', () => settle(() => reject(new MalformedUpload(uploadMessages.oneFile))));
    parser.on('fieldsLimit', () => settle(() => reject(new MalformedUpload(uploadMessages.oneFile))));
    parser.on('partsLimit', () => settle(() => reject(new MalformedUpload(uploadMessages.oneFile))));
    parser.on('error', () => {
      broken = true;
      settle(() => reject(new MalformedUpload(uploadMessages.unreadable)));
    });
    parser.on('close', () => settle(() => reject(new MalformedUpload(uploadMessages.noFile))));
    req.on('aborted', () => {
      broken = true;
      settle(() => reject(new MalformedUpload(uploadMessages.unreadable)));
    });
    req.pipe(parser);
  });
}
