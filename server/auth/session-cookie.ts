import type { Request, Response } from 'express';
import type { ServerConfig } from '../config/env';

type CookieConfig = Pick<ServerConfig, 'secureCookies'>;

/** Staff and applicants hold separate sessions, each in a cookie of its own. */
export type SessionKind = 'staff' | 'applicant';

const COOKIE_NAMES: Record<SessionKind, string> = { staff: 'session', applicant: 'applicant_session' };

/** On https the `__Host-` prefix makes the browser insist on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: CookieConfig, kind: SessionKind = 'staff'): string {
  return config.secureCookies ? `__Host-${COOKIE_NAMES[kind]}` : COOKIE_NAMES[kind];
}

export function readSessionCookie(req: Request, config: CookieConfig, kind: SessionKind = 'staff'): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const name = sessionCookieName(config, kind);
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    // A malformed value (bad %-escape) is no session, not a server error.
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function setSessionCookie(
  res: Response,
  config: CookieConfig,
  token: string,
  expiresAt: Date,
  kind: SessionKind = 'staff',
): void {
  res.cookie(sessionCookieName(config, kind), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: CookieConfig, kind: SessionKind = 'staff'): void {
  res.cookie(sessionCookieName(config, kind), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 0,
  });
}
