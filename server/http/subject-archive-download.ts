import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import { writeSubjectArchive } from '../../core/privacy/subject-archive';
import { SUBJECT_PSEUDONYM_TYPE, subjectEmailSchema, subjectPseudonym } from '../../core/privacy/subject';
import { SUBJECT_ARCHIVE_PATH } from '../../domain/staff-paths';
import { adminOf, requireAdminHttp } from '../auth/require-admin-http';
import { requireSameOrigin } from '../security/origin-check';
import type { AppServices } from '../trpc/context';

const body = z.object({ email: subjectEmailSchema });

/**
 * The access export as a zip: the JSON and every stored document of the person, streamed as it
 * is built. Audited before the first byte, like the dashboard's JSON view.
 */
export function mountSubjectArchiveDownload(app: Express, services: AppServices): void {
  app.post(
    SUBJECT_ARCHIVE_PATH,
    requireSameOrigin(services.config.appOrigin),
    express.json({ limit: '2kb' }),
    requireAdminHttp(services.db, services.config),
    (req, res, next) => void sendArchive(services, req, res).catch(next),
  );
}

async function sendArchive(services: AppServices, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const parsed = body.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: { message: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address' } });
    return;
  }
  const { email } = parsed.data;
  const admin = adminOf(res);
  await recordAudit(services.db, {
    actor: { id: admin.id, email: admin.email },
    action: 'privacy.access_exported',
    subject: { type: SUBJECT_PSEUDONYM_TYPE, id: subjectPseudonym(email, services.config.auditHmacKey) },
    details: { via: 'dashboard-zip' },
    ip: req.ip ?? null,
  });
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="subject-access-${new Date().toISOString().slice(0, 10)}.zip"`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    await writeSubjectArchive(services.db, services.storage, email, res);
  } catch (error) {
    // Headers are gone: a broken download, never a zip that looks complete.
    req.log?.error({ err: error }, 'subject archive failed');
    res.destroy();
  }
}
