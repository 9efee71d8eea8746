import type { CreateExpressContextOptions } from '@trpc/server/adapters/express';
import type { Db } from '../../db/client';
import { resolveApplicantSession } from '../applicants/applicant-sessions';
import { resolveRequestSession } from '../auth/request-session';
import type { ServerConfig } from '../config/env';
import type { Logger } from '../logger';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { EmailQueue, RowJobQueue } from '../outbox/email-queue';
import type { RateLimiters } from '../security/rate-limiters';
import type { VisitReminderQueue } from '../visits/visit-reminder-queue';

/** Long-lived services, built once at start-up and shared by every request. */
export interface AppServices {
  config: ServerConfig;
  db: Db;
  logger: Logger;
  emailQueue: EmailQueue;
  limiters: RateLimiters;
  /** Applicants' documents (S3_* or UPLOADS_DIR). */
  storage: ObjectStorage;
  /** Documents to scan; null when no scanner is configured (files are then "not scanned"). */
  scanQueue: RowJobQueue | null;
  /** Letters to render once the step that asked for them commits; the worker's upkeep finds any it misses. */
  letterQueue: RowJobQueue;
  /** Releases of the public pages to render after a publication; without it the worker's relay finds them. */
  siteReleaseQueue?: RowJobQueue;
  /** Visit reminders' delayed jobs (decision 143); without it the worker's upkeep adds them. */
  visitReminders?: VisitReminderQueue;
}

export async function createContext(
  services: AppServices,
  { req, res }: Pick<CreateExpressContextOptions, 'req' | 'res'>,
) {
  // Two cookies, two kinds of session: a staff session never makes an applicant, nor the reverse.
  const [session, applicant] = await Promise.all([
    resolveRequestSession(services.db, services.config, req, res),
    resolveApplicantSession(services.db, services.config, req, res),
  ]);
  return {
    ...services,
    logger: (req as { log?: Logger }).log ?? services.logger,
    req,
    res,
    /** The client's address as Express sees it through TRUST_PROXY. */
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    user: session.user,
    sessionId: session.sessionId,
    twoFactorVerified: session.twoFactorVerified,
    applicant,
  };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
