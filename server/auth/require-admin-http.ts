import type { NextFunction, Request, Response } from 'express';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../config/env';
import { resolveRequestSession } from './request-session';

/**
 * The dashboard's admin check for plain Express routes (Bull Board): signed out goes to the
 * sign-in page (or 401 for API calls), signed in without the role gets 403.
 */
export function requireAdminHttp(db: Db, config: ServerConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { user } = await resolveRequestSession(db, config, req, res);
      if (user?.emailConfirmed && user.isAdmin) return next();
      res.setHeader('Cache-Control', 'no-store');
      const wantsPage = req.method === 'GET' && (req.get('accept') ?? '').includes('text/html');
      if (!user) {
        if (wantsPage) return res.redirect(303, `/auth?next=${encodeURIComponent(req.originalUrl)}`);
        return res.status(401).json({ error: { message: 'Please sign in.' } });
      }
      return res.status(403).json({ error: { message: 'Your account does not have access to this.' } });
    } catch (error) {
      next(error);
    }
  };
}
