import type { Request, Response } from 'express';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../config/env';

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
 * Resolves the session cookie of a request to its user, once per request.
 * (Foundation version: no sessions yet; the staff-side work replaces this.)
 */
export async function resolveRequestSession(
  _db: Db,
  _config: ServerConfig,
  _req: Request,
  _res: Response,
): Promise<RequestSession> {
  return { user: null, sessionId: null };
}
