import helmet from 'helmet';

/**
 * Security headers. The only third-party code the site may load is the translation widget
 * a visitor asks for (spec 2.2), so its hosts are the only ones allowed besides our own.
 */
const TRANSLATE_HOSTS = ['https://translate.google.com', 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com', 'https://www.gstatic.com'];

export function securityHeaders({ hsts, devServer }: { hsts: boolean; devServer: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...TRANSLATE_HOSTS, ...(devServer ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...TRANSLATE_HOSTS],
        imgSrc: ["'self'", 'data:', ...TRANSLATE_HOSTS],
        connectSrc: ["'self'", ...TRANSLATE_HOSTS, ...(devServer ? ['ws:'] : [])],
        fontSrc: ["'self'"],
        frameSrc: ["'self'", ...TRANSLATE_HOSTS],
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
