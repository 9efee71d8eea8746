/** What the browser suite's global setup publishes to specs (workers inherit the runner's env). */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  databaseUrl: 'E2E_DATABASE_URL',
  redisUrl: 'E2E_REDIS_URL',
  redisPrefix: 'E2E_REDIS_PREFIX',
  mailApi: 'E2E_MAIL_API',
  smtpUrl: 'E2E_SMTP_URL',
  clamavUrl: 'E2E_CLAMAV_URL',
  uploadsDir: 'E2E_UPLOADS_DIR',
} as const;

export function e2eEnv(key: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[key]];
  if (!value)
    throw new Error(
      `${E2E_ENV[key]} is not set: run the browser suite with \`npx playwright test\` so its global setup runs`,
    );
  return value;
}

/** The suite's servers share one TOTP key-encryption key (production mode requires one). */
export const E2E_TOTP_ENCRYPTION_KEY = Buffer.alloc(32, 'e2e-totp-key').toString('base64');
export const E2E_AUDIT_HMAC_KEY = Buffer.alloc(32, 'e2e-audit-key').toString('base64');
