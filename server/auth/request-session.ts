import type { Request, Response } from 'express';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../config/env';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { sessionPolicy, touchSession, validateSessionToken } from './sessions';

/** The signed-in account as procedures see it: never the password hash or a token. */
export interface SessionUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
  isAdmin: boolean;
  /** Edits and publishes the site's content (decision 131); see canEditContent. */
  isEditor: boolean;
  /** The account has a confirmed authenticator. */
  twoFactorEnabled: boolean;
}

export interface RequestSession {
  user: SessionUser | null;
  sessionId: string | null;
  /** This session passed the second step of sign-in (meaningful when the account has 2FA). */
  twoFactorVerified: boolean;
}

const SIGNED_OUT: RequestSession = { user: null, sessionId: null, twoFactorVerified: false };

/**
 * Resolves the session cookie of a request to its user, once per request: renews the
 * cookie when the session was extended, clears a cookie that no longer names a session,
 * and notes (at most once a minute) when and from where the session was used.
 */
export async function resolveRequestSession(
  db: Db,
  config: ServerConfig,
  req: Request,
  res: Response,
): Promise<RequestSession> {
  const token = readSessionCookie(req, config);
  if (!token) return SIGNED_OUT;
  const now = new Date();
  const session = await validateSessionToken(db, token, now, sessionPolicy(config));
  if (!session) {
    if (!res.headersSent) clearSessionCookie(res, config);
    return SIGNED_OUT;
  }
  if (session.renewed && !res.headersSent) setSessionCookie(res, config, token, session.expiresAt);
  const address = req.ip ?? req.socket?.remoteAddress ?? null;
  // An IPv4 client on a dual-stack socket reads ::ffff:203.0.113.7; people know it as 203.0.113.7.
  const client = {
    ip: address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null,
    userAgent: req.headers['user-agent'] ?? null,
  };
  await touchSession(db, session, client, now);
  return { user: session.user, sessionId: session.sessionId, twoFactorVerified: session.twoFactorVerified };
}
