import type { Request, Response } from 'express';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../config/env';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { validateSessionToken } from './sessions';

/** The signed-in account as procedures see it: never the password hash or a token. */
export interface SessionUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
  isAdmin: boolean;
}

export interface RequestSession {
  user: SessionUser | null;
  sessionId: string | null;
}

/**
 * Resolves the session cookie of a request to its user, once per request: renews the
 * cookie when the session was extended and clears a cookie that no longer names a session.
 */
export async function resolveRequestSession(
  db: Db,
  config: ServerConfig,
  req: Request,
  res: Response,
): Promise<RequestSession> {
  const token = readSessionCookie(req, config);
  if (!token) return { user: null, sessionId: null };
  const session = await validateSessionToken(db, token);
  if (!session) {
    if (!res.headersSent) clearSessionCookie(res, config);
    return { user: null, sessionId: null };
  }
  if (session.renewed && !res.headersSent) setSessionCookie(res, config, token, session.expiresAt);
  return { user: session.user, sessionId: session.sessionId };
}
