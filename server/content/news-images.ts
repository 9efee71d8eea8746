import type { Express, Request, Response } from 'express';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { recordAudit } from '../../core/audit/audit-log';
import { inspectUpload } from '../../core/documents/inspect-upload';
import { withImageSlot } from '../../core/documents/image-work';
import { newObjectKey, ObjectNotFoundError } from '../../core/storage/object-storage';
import { MAX_DOCUMENT_BYTES } from '../../domain/document-types';
import {
  NEWS_IMAGE_ASPECT,
  NEWS_IMAGE_PREFIX,
  NEWS_IMAGE_UPLOAD_PATH,
  NEWS_IMAGE_WIDTHS,
} from '../../domain/news-images';
import { editorAccessProblem, SIGN_IN_REQUIRED } from '../auth/admin-access';
import { resolveRequestSession } from '../auth/request-session';
import { asUploadProblem, firstFile, UploadProblem } from '../documents/document-upload';
import { uploadMessages } from '../documents/upload-messages';
import { refuseUpload } from '../http/refuse-upload';
import { requireSameOrigin } from '../security/origin-check';
import type { AppServices } from '../trpc/context';

export const NOT_AN_IMAGE = 'A news image must be a JPEG or PNG picture.';

const IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{2,4})\.webp$/;

/**
 * News images (decision 129): uploaded by editors and admins through the same checks as
 * applicants' documents (the type from the bytes, the size, a re-encoding without metadata),
 * resized with sharp into the widths the news card uses, stored in the object storage, and served
 * from the site's own origin at /media/news/<id>-<width>.webp. They are public once published,
 * and never change, so they are cached for a year.
 */
export function mountNewsImages(app: Express, services: AppServices): void {
  app.post(NEWS_IMAGE_UPLOAD_PATH, requireSameOrigin(services.config.appOrigin), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    receiveImage(services, req, res).catch((error: unknown) => {
      const problem = error instanceof UploadProblem ? error : null;
      if (!problem) req.log?.error({ err: error }, 'news image upload failed');
      if (res.headersSent) return;
      refuseUpload(req, res, () =>
        res.status(problem?.status ?? 500).json({ message: problem?.message ?? uploadMessages.failed }),
      );
    });
  });

  app.get(`${NEWS_IMAGE_PREFIX}:file`, (req, res) => {
    serveImage(services, String(req.params.file), res).catch((error: unknown) => {
      if (error instanceof ObjectNotFoundError) {
        if (!res.headersSent) res.status(404).end();
        return;
      }
      req.log?.error({ err: error }, 'news image could not be served');
      if (!res.headersSent) res.status(500).end();
      else res.destroy();
    });
  });
}

async function receiveImage(services: AppServices, req: Request, res: Response): Promise<void> {
  const { db, storage, config } = services;
  const session = await resolveRequestSession(db, config, req, res);
  if (!session.user) throw new UploadProblem(401, SIGN_IN_REQUIRED);
  const problem = editorAccessProblem({ user: session.user, twoFactorVerified: session.twoFactorVerified });
  if (problem) throw new UploadProblem(403, problem);
  const user = session.user;

  const file = await firstFile(req, MAX_DOCUMENT_BYTES).catch((error: unknown) => {
    throw asUploadProblem(error, false);
  });
  const source = await (async () => {
    const inspected = await inspectUpload(file.stream);
    if (inspected.mimeType === 'application/pdf') {
      inspected.body.destroy();
      throw new UploadProblem(415, NOT_AN_IMAGE);
    }
    return buffer(inspected.body);
  })().catch((error: unknown) => {
    throw asUploadProblem(error, false);
  });

  const variants: { width: number; height: number; key: string }[] = [];
  try {
    for (const width of NEWS_IMAGE_WIDTHS) {
      const height = Math.round(width / NEWS_IMAGE_ASPECT);
      const resized = await withImageSlot(source, { limitInputPixels: 50_000_000 }, (image) =>
        image.resize({ width, height, fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer(),
      );
      const key = newObjectKey();
      await storage.put(key, Readable.from([resized]), { contentType: 'image/webp' });
      variants.push({ width, height, key });
    }
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('content_images')
        .values({ variants: JSON.stringify(variants), uploaded_by: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor: user,
        action: 'content.image_uploaded',
        subject: { type: 'content_image', id: inserted.id },
        details: { widths: variants.map((variant) => variant.width) },
        ip: req.ip ?? req.socket.remoteAddress ?? null,
      });
      return inserted;
    });
    res.status(201).json({ id: row.id });
  } catch (error) {
    await Promise.all(variants.map((variant) => storage.delete(variant.key).catch(() => undefined)));
    throw error;
  }
}

async function serveImage({ db, storage }: AppServices, fileName: string, res: Response): Promise<void> {
  const match = IMAGE_FILE.exec(fileName);
  if (!match) {
    res.status(404).end();
    return;
  }
  const row = await db.selectFrom('content_images').select('variants').where('id', '=', match[1]!).executeTakeFirst();
  const variant = row?.variants.find((each) => each.width === Number(match[2]));
  if (!variant) {
    res.status(404).end();
    return;
  }
  const body = await storage.get(variant.key);
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  body.pipe(res);
}
