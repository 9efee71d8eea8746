import { pipeline } from 'node:stream/promises';
import { m } from '@i18n/messages';
import type { Express, Request, Response } from 'express';
import { recordAudit, type AuditEntry } from '../../core/audit/audit-log';
import { letterFileName } from '../../core/letters/letter-files';
import { ObjectNotFoundError } from '../../core/storage/object-storage';
import { APPLICANT_LETTER_PATH } from '../../domain/applicant-paths';
import { LETTER_DOWNLOAD_PATH } from '../../domain/staff-paths';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import { resolveApplicantSession } from '../applicants/applicant-sessions';
import { adminOf, requireAdminHttp } from '../auth/require-admin-http';
import { attachmentDisposition } from '../http/document-download';
import { refuseCrossSite } from '../http/csv-export';
import type { AppServices } from '../trpc/context';
import { issuedLetter } from './letter-records';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAFF_NOT_FOUND = 'This letter cannot be downloaded: it has not been issued, or the application has been erased.';

/** What the applicant is told when a letter cannot be had, in both languages (a download link has no locale). */
const APPLICANT_NOT_FOUND = `${m.applicant_letter_unavailable({}, { locale: 'en' })} · ${m.applicant_letter_unavailable({}, { locale: 'ar' })}`;

/**
 * The letters as downloads (decision 132), only ever through the server: GET /admin/letters/:id
 * for an admin, GET /api/applicant/letters/:id for the applicant whose application it is. Each is
 * a PDF attachment named in the letter's language (`filename*`, RFC 6266), never cached or sniffed,
 * and each download is audited by ids. Anything else (unknown, pending, someone else's) is one 404.
 */
export function mountLetterDownloads(app: Express, services: AppServices): void {
  app.get(
    LETTER_DOWNLOAD_PATH,
    refuseCrossSite(services.config.appOrigin),
    requireAdminHttp(services.db, services.config),
    (req, res, next) => {
      const admin = adminOf(res);
      void sendLetter(services, req, res, {
        find: (letterId) => issuedLetter(services.db, letterId),
        notFound: STAFF_NOT_FOUND,
        audit: (letter) => ({
          actor: { id: admin.id, email: admin.email },
          action: 'letter.downloaded',
          subject: { type: 'application', id: letter.application_id },
          details: { letterId: letter.id, kind: letter.kind },
          ip: req.ip ?? null,
        }),
      }).catch(next);
    },
  );
  app.get(APPLICANT_LETTER_PATH, refuseCrossSite(services.config.appOrigin), (req, res, next) => {
    void (async () => {
      const applicant = await resolveApplicantSession(services.db, services.config, req, res);
      if (!applicant) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(401).json({ error: { message: APPLICANT_NOT_FOUND } });
        return;
      }
      await sendLetter(services, req, res, {
        find: (letterId) => issuedLetter(services.db, letterId, applicant.email),
        notFound: APPLICANT_NOT_FOUND,
        audit: (letter) =>
          applicantAuditEntry(applicant, req.ip ?? null, {
            action: 'letter.downloaded',
            subject: { type: 'application', id: letter.application_id },
            details: { letterId: letter.id, kind: letter.kind },
          }),
      });
    })().catch(next);
  });
}

export type IssuedLetter = NonNullable<Awaited<ReturnType<typeof issuedLetter>>>;
type Letter = IssuedLetter;

async function sendLetter(
  services: AppServices,
  req: Request,
  res: Response,
  who: {
    find: (letterId: string) => Promise<Letter | undefined>;
    notFound: string;
    audit: (letter: Letter) => AuditEntry;
  },
): Promise<void> {
  const letterId = String(req.params.letterId);
  const letter = UUID.test(letterId) ? await who.find(letterId) : undefined;
  await sendLetterFile(services, req, res, letter, who);
}

/**
 * Sends an issued letter as its PDF attachment (or `notFound` as a 404 when there is none, or its
 * file is gone), after auditing the download: the one way every letter download answers.
 */
export async function sendLetterFile(
  { db, storage }: AppServices,
  req: Request,
  res: Response,
  letter: Letter | undefined,
  who: { notFound: string; audit: (letter: Letter) => AuditEntry },
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const body = letter?.object_key
    ? await storage.get(letter.object_key).catch((error: unknown) => {
        if (error instanceof ObjectNotFoundError) return null;
        throw error;
      })
    : null;
  if (!letter || !body) {
    res.status(404).json({ error: { message: who.notFound } });
    return;
  }
  try {
    await recordAudit(db, who.audit(letter));
  } catch (error) {
    body.destroy();
    throw error;
  }
  res.status(200);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(letter.size_bytes));
  res.setHeader(
    'Content-Disposition',
    attachmentDisposition(letterFileName(letter.kind, letter.language, letter.id), 'application/pdf'),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  if (letter.sha256) res.setHeader('Digest', `sha-256=${Buffer.from(letter.sha256, 'hex').toString('base64')}`);
  try {
    await pipeline(body, res);
  } catch (error) {
    if (!res.destroyed) req.log?.error({ err: error, letterId: letter.id }, 'letter download failed');
    res.destroy();
  }
}
