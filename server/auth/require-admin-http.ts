import type { NextFunction, Request, Response } from 'express';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../config/env';
import { adminAccessProblem, NO_ADMIN_ACCESS, SIGN_IN_REQUIRED } from './admin-access';
import { resolveRequestSession, type SessionUser } from './request-session';

/** The admin a request passed `requireAdminHttp` as, for the route behind it (audit entries). */
export function adminOf(res: Response): SessionUser {
  const user = res.locals.admin as SessionUser | undefined;
  if (!user) throw new Error('adminOf() used on a route without requireAdminHttp');
  return user;
}

/**
 * The dashboard's admin check for plain Express routes (Bull Board, CSV export): signed out goes to the
 * sign-in page (or 401 for API calls), signed in without the role gets 403.
 */
export function requireAdminHttp(db: Db, config: ServerConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { user, twoFactorVerified } = await resolveRequestSession(db, config, req, res);
      const problem = user && adminAccessProblem({ user, twoFactorVerified }, config.requireAdmin2fa);
      if (user && !problem) {
        res.locals.admin = user;
        return next();
      }
      res.setHeader('Cache-Control', 'no-store');
      const wantsPage = req.method === 'GET' && (req.get('accept') ?? '').includes('text/html');
      if (!user) {
        if (wantsPage) return res.redirect(303, `/auth?next=${encodeURIComponent(req.originalUrl)}`);
        return res.status(401).json({ error: { message: SIGN_IN_REQUIRED } });
      }
      // The dashboard asks for the second factor (or the enrolment) and comes back here.
      if (wantsPage && problem !== NO_ADMIN_ACCESS) return res.redirect(303, '/admin');
      return res.status(403).json({ error: { message: problem } });
    } catch (error) {
      next(error);
    }
  };
}
