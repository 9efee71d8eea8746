import { m } from '@i18n/messages';
import express, { type Express, type Request, type Response } from 'express';
import { guardianTokenInput } from '../../domain/acceptance';
import { GUARDIAN_LETTER_PATH } from '../../domain/applicant-paths';
import { AppError } from '../errors/app-error';
import { sendLetterFile } from '../letters/letter-download';
import { limitAuthRequest } from '../security/auth-limits';
import { requireSameOrigin } from '../security/origin-check';
import type { AppServices } from '../trpc/context';
import { guardianLetter } from './guardian-confirmation';

/** One answer for every link that cannot be used, in both languages (the request has no locale). */
const LINK_INVALID = `${m.applicant_guardian_invalid({}, { locale: 'en' })} · ${m.applicant_guardian_invalid({}, { locale: 'ar' })}`;

/**
 * POST /api/applicant/guardian/letter: the offer letter for the parent or guardian to read before
 * confirming (decision 135, amended). The link's token comes in the JSON body, never the URL, so
 * no log or history holds it; the link is not spent. Rate-limited like `guardian.describe`; a link
 * used, expired or unknown (or a body without a token) gets one 404, never which. The download is
 * audited as actor `guardian`, by the application and the letter's id.
 */
export function mountGuardianLetterDownload(app: Express, services: AppServices): void {
  app.post(
    GUARDIAN_LETTER_PATH,
    requireSameOrigin(services.config.appOrigin),
    express.json({ limit: '1kb' }),
    (req, res, next) => void sendGuardianLetter(services, req, res).catch(next),
  );
}

async function sendGuardianLetter(services: AppServices, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  try {
    await limitAuthRequest(services.limiters, ip);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(429).json({ error: { message: error.message } });
    return;
  }
  const input = guardianTokenInput.safeParse(req.body);
  const letter = input.success ? await guardianLetter(services.db, input.data.token) : undefined;
  await sendLetterFile(services, req, res, letter, {
    notFound: LINK_INVALID,
    audit: (issued) => ({
      actor: 'guardian',
      action: 'letter.downloaded',
      subject: { type: 'application', id: issued.application_id },
      details: { letterId: issued.id, kind: issued.kind },
      ip: req.ip ?? null,
    }),
  });
}
