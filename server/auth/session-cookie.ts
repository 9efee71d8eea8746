import type { Request, Response } from 'express';
import type { ServerConfig } from '../config/env';

type CookieConfig = Pick<ServerConfig, 'secureCookies'>;

/** On https the `__Host-` prefix makes the browser insist on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: CookieConfig): string {
  return config.secureCookies ? '__Host-session' : 'session';
}

export function readSessionCookie(req: Request, config: CookieConfig): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const name = sessionCookieName(config);
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

export function setSessionCookie(res: Response, config: CookieConfig, token: string, expiresAt: Date): void {
  res.cookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: CookieConfig): void {
  res.cookie(sessionCookieName(config), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 0,
  });
}
