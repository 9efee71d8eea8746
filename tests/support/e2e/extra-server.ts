import { randomBytes } from 'node:crypto';
import { freePort } from '../services/free-port';
import { startAppProcess, waitForHealthy } from './app-process';
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
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const id = randomBytes(3).toString('hex');
  const server = await startAppProcess(`server-${id}`, 'dist/server/main.js', {
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
  });
  try {
    await waitForHealthy(baseUrl, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { baseUrl, stop: server.stop };
}
