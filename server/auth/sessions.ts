import type { Db } from '../../db/client';
import type { SessionUser } from './request-session';
import { constantTimeEqualText, generateSessionToken, looksLikeSessionToken, sessionIdFromToken } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** Past half its life a used session is extended to a full 30 days again. */
export const SESSION_RENEW_THRESHOLD_MS = 15 * DAY_MS;

export interface IssuedSession {
  token: string;
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface ValidatedSession {
  sessionId: string;
  expiresAt: Date;
  /** True when this validation moved the expiry forward (the cookie must be re-sent). */
  renewed: boolean;
  user: SessionUser;
}

export async function createSession(db: Db, userId: string, now = new Date()): Promise<IssuedSession> {
  const token = generateSessionToken();
  const sessionId = sessionIdFromToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: expiresAt }).execute();
  return { token, userId, sessionId, expiresAt };
}

export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidatedSession | null> {
  if (!looksLikeSessionToken(token)) return null;
  const sessionId = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.email',
      'users.email_confirmed_at as emailConfirmedAt',
      'users.is_admin as isAdmin',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  // The lookup is by hash; comparing again in constant time keeps timing from telling anything.
  if (!row || !constantTimeEqualText(row.sessionId, sessionId)) return null;

  if (now.getTime() >= row.expiresAt.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }

  let expiresAt = row.expiresAt;
  let renewed = false;
  if (now.getTime() >= row.expiresAt.getTime() - SESSION_RENEW_THRESHOLD_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    renewed = true;
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
  }

  return {
    sessionId,
    expiresAt,
    renewed,
    user: { id: row.userId, email: row.email, emailConfirmed: row.emailConfirmedAt !== null, isAdmin: row.isAdmin },
  };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes sessions past their expiry; run opportunistically and on a timer. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
