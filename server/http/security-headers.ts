import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isPrivatePath } from '../../domain/staff-paths';

/**
 * Security headers. The only third-party code the site may load is the translation widget
 * a visitor asks for on a public page (docs/spec.md §2.2), so its hosts are the only ones allowed
 * besides our own, and only there. www.gstatic.com serves nothing but the widget's images,
 * so it is allowed for images only. Staff pages (/auth, /admin) get a policy with no
 * third-party host at all (docs/decisions/065-staff-page-isolation.md).
 */
const TRANSLATE_HOSTS = ['https://translate.google.com', 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com'];
const TRANSLATE_IMAGE_HOSTS = [...TRANSLATE_HOSTS, 'https://www.gstatic.com'];

interface HeaderOptions {
  hsts: boolean;
  devServer: boolean;
}

function policy({ hsts, devServer }: HeaderOptions, thirdParty: boolean) {
  const translate = thirdParty ? TRANSLATE_HOSTS : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...translate, ...(devServer ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...translate],
        imgSrc: ["'self'", 'data:', ...(thirdParty ? TRANSLATE_IMAGE_HOSTS : [])],
        connectSrc: ["'self'", ...translate, ...(devServer ? ['ws:'] : [])],
        fontSrc: ["'self'"],
        frameSrc: thirdParty ? ["'self'", ...translate] : ["'none'"],
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
