import type { NextFunction, Request, Response } from 'express';

/**
 * CSRF defence for state-changing requests: a browser always sends Origin on a POST and
 * Sec-Fetch-Site where it supports it, so a request from another site is refused. A request
 * with neither header is not from a browser (curl, a monitor); it passes only without
 * cookies, so anything acting as a signed-in person must prove where it comes from.
 */
export function requireSameOrigin(appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const originOk =
      origin === undefined ? fetchSite === undefined && req.get('cookie') === undefined : origin === appOrigin;
    const fetchSiteOk = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (originOk && fetchSiteOk) return next();
    req.log?.warn({ origin, fetchSite }, 'cross-origin request refused');
    res.status(403).json({ error: { message: 'This request must come from the academy website.' } });
  };
}
