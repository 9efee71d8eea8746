import type { Db } from '../../db/client';
import type { ServerConfig } from '../config/env';
import type { SessionUser } from './request-session';
import {
  constantTimeEqualText,
  generateSessionToken,
  looksLikeSessionToken,
  sessionIdFromToken,
} from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** Past half its life a used session is extended to a full 30 days again (never past its absolute end). */
export const SESSION_RENEW_THRESHOLD_MS = 15 * DAY_MS;
/** last_used_at, IP and user agent are written at most this often, not on every request. */
export const LAST_USED_RESOLUTION_MS = MINUTE_MS;

/** How long a session may live at most, and how long an admin's may sit unused. */
export interface SessionPolicy {
  absoluteLifetimeMs: number;
  adminIdleTimeoutMs: number;
}

export function sessionPolicy(
  config: Pick<ServerConfig, 'SESSION_ABSOLUTE_DAYS' | 'ADMIN_IDLE_TIMEOUT_MINUTES'>,
): SessionPolicy {
  return {
    absoluteLifetimeMs: config.SESSION_ABSOLUTE_DAYS * DAY_MS,
    adminIdleTimeoutMs: config.ADMIN_IDLE_TIMEOUT_MINUTES * MINUTE_MS,
  };
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = sessionPolicy({
  SESSION_ABSOLUTE_DAYS: 30,
  ADMIN_IDLE_TIMEOUT_MINUTES: 120,
});

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
  /** True once this session passed the second step of sign-in (or enrolled two-factor). */
  twoFactorVerified: boolean;
  lastUsedAt: Date | null;
  user: SessionUser;
}

export async function createSession(db: Db, userId: string, now = new Date()): Promise<IssuedSession> {
  const token = generateSessionToken();
  const sessionId = sessionIdFromToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: userId, expires_at: expiresAt, created_at: now })
    .execute();
  return { token, userId, sessionId, expiresAt };
}

export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<ValidatedSession | null> {
  if (!looksLikeSessionToken(token)) return null;
  const sessionId = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('totp_credentials', (join) =>
      join.onRef('totp_credentials.user_id', '=', 'users.id').on('totp_credentials.confirmed_at', 'is not', null),
    )
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'sessions.created_at as createdAt',
      'sessions.last_used_at as lastUsedAt',
      'sessions.two_factor_verified as twoFactorVerified',
      'users.id as userId',
      'users.email',
      'users.email_confirmed_at as emailConfirmedAt',
      'users.is_admin as isAdmin',
      'users.is_editor as isEditor',
      'totp_credentials.user_id as totpUserId',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  // The lookup is by hash; comparing again in constant time keeps timing from telling anything.
  if (!row || !constantTimeEqualText(row.sessionId, sessionId)) return null;

  const absoluteEnd = row.createdAt.getTime() + policy.absoluteLifetimeMs;
  const idleSince = (row.lastUsedAt ?? row.createdAt).getTime();
  const idleTooLong = row.isAdmin && now.getTime() - idleSince >= policy.adminIdleTimeoutMs;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= absoluteEnd || idleTooLong) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }

  let expiresAt = row.expiresAt;
  let renewed = false;
  const extended = Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd);
  if (now.getTime() >= row.expiresAt.getTime() - SESSION_RENEW_THRESHOLD_MS && extended > row.expiresAt.getTime()) {
    expiresAt = new Date(extended);
    renewed = true;
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
  }

  return {
    sessionId,
    expiresAt,
    renewed,
    twoFactorVerified: row.twoFactorVerified,
    lastUsedAt: row.lastUsedAt,
    user: {
      id: row.userId,
      email: row.email,
      emailConfirmed: row.emailConfirmedAt !== null,
      isAdmin: row.isAdmin,
      isEditor: row.isEditor,
      twoFactorEnabled: row.totpUserId !== null,
    },
  };
}

/** Records where and when a session was last used, at most once a minute. */
export async function touchSession(
  db: Db,
  session: Pick<ValidatedSession, 'sessionId' | 'lastUsedAt'>,
  client: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<void> {
  if (session.lastUsedAt && now.getTime() - session.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, ip: client.ip, user_agent: client.userAgent?.slice(0, 512) ?? null })
    .where('id', '=', session.sessionId)
    .execute();
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
