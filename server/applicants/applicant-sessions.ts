import type { Request, Response } from 'express';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import type { ServerConfig } from '../config/env';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/session-cookie';
import {
  constantTimeEqualText,
  generateSessionToken,
  looksLikeSessionToken,
  sessionIdFromToken,
} from '../auth/session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * An applicant's session lasts a week from its last use, and never more than 30 days in all:
 * long enough to come back to a draft, short on a shared family phone. A new link is one e-mail away.
 */
export const APPLICANT_SESSION_TTL_MS = 7 * DAY_MS;
export const APPLICANT_SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** The expiry is moved forward at most once a day, not on every request. */
const RENEW_AFTER_MS = DAY_MS;

/** The signed-in applicant as procedures see it: an address, never an account or a staff user. */
export interface ApplicantSession {
  sessionId: string;
  /** What the audit log names this session by (the id is the token's hash and stays on the server). */
  publicId: string;
  /** Lower-cased; the applications and draft sent from it are this applicant's. */
  email: string;
}

export async function createApplicantSession(db: Db, email: string, now = new Date()) {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + APPLICANT_SESSION_TTL_MS);
  const { public_id: publicId } = await db
    .insertInto('applicant_sessions')
    .values({ id: sessionIdFromToken(token), email, created_at: now, expires_at: expiresAt })
    .returning('public_id')
    .executeTakeFirstOrThrow();
  return { token, expiresAt, publicId };
}

async function validateApplicantToken(db: Db, token: string, now: Date) {
  if (!looksLikeSessionToken(token)) return null;
  const sessionId = sessionIdFromToken(token);
  const row = await db
    .selectFrom('applicant_sessions')
    .select(['id', 'public_id', 'email', 'created_at', 'expires_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row || !constantTimeEqualText(row.id, sessionId)) return null;
  const absoluteEnd = row.created_at.getTime() + APPLICANT_SESSION_ABSOLUTE_MS;
  if (now.getTime() >= row.expires_at.getTime() || now.getTime() >= absoluteEnd) {
    await db.deleteFrom('applicant_sessions').where('id', '=', sessionId).execute();
    return null;
  }
  const extended = Math.min(now.getTime() + APPLICANT_SESSION_TTL_MS, absoluteEnd);
  const renewed = extended - row.expires_at.getTime() >= RENEW_AFTER_MS;
  const expiresAt = renewed ? new Date(extended) : row.expires_at;
  if (renewed)
    await db.updateTable('applicant_sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
  return { session: { sessionId, publicId: row.public_id, email: row.email }, renewed, expiresAt };
}

/**
 * The applicant session of a request, from its own cookie: renews the cookie when the session
 * was extended and clears a cookie that no longer names a session. Independent of the staff
 * session, which this never reads.
 */
export async function resolveApplicantSession(
  db: Db,
  config: Pick<ServerConfig, 'secureCookies'>,
  req: Request,
  res: Response,
  now = new Date(),
): Promise<ApplicantSession | null> {
  const token = readSessionCookie(req, config, 'applicant');
  if (!token) return null;
  const valid = await validateApplicantToken(db, token, now);
  if (!valid) {
    if (!res.headersSent) clearSessionCookie(res, config, 'applicant');
    return null;
  }
  if (valid.renewed && !res.headersSent) setSessionCookie(res, config, token, valid.expiresAt, 'applicant');
  return valid.session;
}

export async function endApplicantSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('applicant_sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of an address (lower-cased); returns how many there were. */
export async function endApplicantSessionsOf(db: Db | Transaction<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom('applicant_sessions').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows);
}
