import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isPrivatePath } from '../../domain/staff-paths';

/**
 * Security headers. The site loads no third-party code at all: the Arabic pages are our own,
 * not a translation widget's, so every page allows its own origin only. Public
 * pages may frame their own pages; staff pages (/auth, /admin) and the applicant's space frame
 * nothing and are never cached (docs/decisions/065-staff-page-isolation.md).
 */
interface HeaderOptions {
  hsts: boolean;
  devServer: boolean;
}

function policy({ hsts, devServer }: HeaderOptions, publicPage: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(devServer ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(devServer ? ['ws:'] : [])],
        fontSrc: ["'self'"],
        frameSrc: publicPage ? ["'self'"] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: hsts ? [] : null,
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

export function securityHeaders(options: HeaderOptions): RequestHandler {
  const publicPages = policy(options, true);
  const staffPages = policy(options, false);
  return (req, res, next) => {
    if (!isPrivatePath(req.path)) return publicPages(req, res, next);
    // Staff pages and the applicant's space show personal data: never stored by the browser or a proxy.
    res.setHeader('Cache-Control', 'no-store');
    return staffPages(req, res, next);
  };
}
