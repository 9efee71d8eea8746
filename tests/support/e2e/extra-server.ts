import { randomBytes } from 'node:crypto';
import { startServerOnFreePort } from './app-process';
import { E2E_AUDIT_HMAC_KEY, E2E_TOTP_ENCRYPTION_KEY, e2eEnv } from './e2e-env';

export interface ExtraServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A second production server on the suite's database, with its own port, origin and Redis
 * prefix (so its rate-limit counters start at zero), for specs that need other settings,
 * e.g. `startExtraServer({ SUBMIT_LIMIT_PER_MINUTE: '2' })`. Visit it with absolute URLs.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const id = randomBytes(3).toString('hex');
  const { server, baseUrl } = await startServerOnFreePort(`server-${id}`, 'dist/server/main.js', (port, baseUrl) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: baseUrl,
    DATABASE_URL: e2eEnv('databaseUrl'),
    REDIS_URL: e2eEnv('redisUrl'),
    REDIS_PREFIX: `${e2eEnv('redisPrefix')}-${id}`,
    SERVE_WEB: 'dist',
    LOG_LEVEL: 'warn',
    TOTP_ENCRYPTION_KEY: E2E_TOTP_ENCRYPTION_KEY,
    AUDIT_HMAC_KEY: E2E_AUDIT_HMAC_KEY,
    CLAMAV_URL: e2eEnv('clamavUrl'),
    UPLOADS_DIR: e2eEnv('uploadsDir'),
    REQUIRE_ADMIN_2FA: 'false',
    ...env,
  }));
  return { baseUrl, stop: server.stop };
}
