import { pipeline } from 'node:stream/promises';
import type { Express, Request, Response } from 'express';
import { recordAudit } from '../../core/audit/audit-log';
import { ObjectNotFoundError } from '../../core/storage/object-storage';
import { ACCEPTED_DOCUMENT_TYPES, isDocumentMimeType } from '../../domain/document-types';
import { DOCUMENT_DOWNLOAD_PATH } from '../../domain/staff-paths';
import { adminOf, requireAdminHttp } from '../auth/require-admin-http';
import type { AppServices } from '../trpc/context';
import { refuseCrossSite } from './csv-export';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'This document cannot be downloaded: it has been replaced, removed or refused by the virus scanner.';

/**
 * The file name as a Content-Disposition `filename*` value (RFC 6266, RFC 8187): UTF-8, every byte
 * outside RFC 8187's attr-char percent-encoded, so no quote, semicolon, line break or path can
 * reach the header. The name always ends in its stored type's extension: a PDF named
 * `notes.html` is saved as `notes.html.pdf`, never as a page the staff computer would open in a browser.
 */
export function attachmentDisposition(originalName: string, mimeType: string): string {
  const extensions =
    mimeType === 'image/jpeg'
      ? ['jpg', 'jpeg']
      : isDocumentMimeType(mimeType)
        ? [ACCEPTED_DOCUMENT_TYPES[mimeType].extension]
        : [];
  // A lone surrogate cannot be UTF-8 (encodeURIComponent would throw): it becomes U+FFFD.
  const name = originalName.replace(/\p{Cs}/gu, '\uFFFD').trim() || 'document';
  const named =
    extensions.length === 0 || extensions.some((extension) => name.toLowerCase().endsWith(`.${extension}`))
      ? name
      : `${name}.${extensions[0]}`;
  const encoded = encodeURIComponent(named).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/**
 * GET /admin/documents/:documentId: an applicant's document for an admin, through the server only
 * (no public or lasting URL). Only a document that passed the scan, or was not scanned, is sent;
 * anything else (unknown, replaced, still scanning, quarantined) is one 404. Every download is
 * audited, by document id and item, never by file name. The file is an attachment that the
 * browser may not sniff, cache, or render as a page (a sandboxing CSP, should it ever be opened).
 */
export function mountDocumentDownload(app: Express, services: AppServices): void {
  app.get(
    DOCUMENT_DOWNLOAD_PATH,
    refuseCrossSite(services.config.appOrigin),
    requireAdminHttp(services.db, services.config),
    (req, res, next) => void sendDocument(services, req, res).catch(next),
  );
}

async function sendDocument({ db, storage }: AppServices, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const documentId = String(req.params.documentId);
  const document = UUID.test(documentId)
    ? await db
        .selectFrom('application_documents')
        .select(['id', 'application_id', 'item', 'object_key', 'original_name', 'mime_type', 'size_bytes'])
        .where('id', '=', documentId)
        .where('scan_state', 'in', ['clean', 'not_scanned'])
        .where('object_key', 'is not', null)
        .executeTakeFirst()
    : undefined;
  const body = document?.object_key
    ? await storage.get(document.object_key).catch((error: unknown) => {
        if (error instanceof ObjectNotFoundError) return null;
        throw error;
      })
    : null;
  if (!document || !body) {
    res.status(404).json({ error: { message: NOT_FOUND } });
    return;
  }
  const admin = adminOf(res);
  try {
    await recordAudit(db, {
      actor: { id: admin.id, email: admin.email },
      action: 'document.downloaded',
      subject: { type: 'application', id: document.application_id },
      details: { documentId: document.id, item: document.item },
      ip: req.ip ?? null,
    });
  } catch (error) {
    body.destroy();
    throw error;
  }
  res.status(200);
  res.setHeader('Content-Type', document.mime_type);
  res.setHeader('Content-Length', String(document.size_bytes));
  res.setHeader('Content-Disposition', attachmentDisposition(document.original_name, document.mime_type));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  try {
    await pipeline(body, res);
  } catch (error) {
    // Headers are gone: a cut connection is the client's doing; anything else leaves a broken download, never a short "complete" file.
    if (!res.destroyed) req.log?.error({ err: error, documentId: document.id }, 'document download failed');
    res.destroy();
  }
}
