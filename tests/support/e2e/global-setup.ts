import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { startTestClamd } from '../services/test-clamd';
import { startTestServices } from '../services/test-services';
import { startSmtpSinkHttp } from '../smtp-sink-http';
import { startAppProcess, startServerOnFreePort } from './app-process';
import { E2E_AUDIT_HMAC_KEY, E2E_ENV, E2E_TOTP_ENCRYPTION_KEY } from './e2e-env';

const SERVER_BUNDLE = 'dist/server/main.js';
const WORKER_BUNDLE = 'dist/worker/main.js';

/**
 * Starts the production build (never rebuilt here: `make test` runs `npm run build` once)
 * against a fresh database, its own Redis prefix and an SMTP sink. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  for (const bundle of [SERVER_BUNDLE, WORKER_BUNDLE, 'dist/web/index.html']) {
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` before the browser suite`);
  }
  const configuredUrl = config.projects[0]?.use.baseURL;
  if (!configuredUrl) throw new Error('playwright.config.ts must set use.baseURL');
  const configuredPort = Number(new URL(configuredUrl).port);

  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  };

  try {
    const services = await startTestServices();
    cleanups.push(services.stop);
    const mail = await startSmtpSinkHttp();
    cleanups.push(mail.close);
    // Uploads are scanned by a real clamd (with the EICAR signature only) and kept in a directory of this run.
    const clamd = await startTestClamd();
    cleanups.push(clamd.stop);
    await mkdir('.data', { recursive: true });
    const uploadsDir = path.resolve(await mkdtemp('.data/e2e-uploads-'));
    cleanups.push(() => rm(uploadsDir, { recursive: true, force: true }));

    const shared = (baseUrl: string) => ({
      NODE_ENV: 'production',
      APP_URL: baseUrl,
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: services.redisPrefix,
      MAIL_FROM: 'Admissions <admissions@academy.example>',
      ADMISSIONS_EMAIL: 'admissions@academy.example',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      TOTP_ENCRYPTION_KEY: E2E_TOTP_ENCRYPTION_KEY,
      AUDIT_HMAC_KEY: E2E_AUDIT_HMAC_KEY,
      // Most staff specs sign in as an admin without 2FA; the 2FA specs start their own server.
      REQUIRE_ADMIN_2FA: 'false',
      CLAMAV_URL: clamd.url,
      UPLOADS_DIR: uploadsDir,
    });
    const startWorker = (url: string) =>
      startAppProcess('worker', WORKER_BUNDLE, {
        ...shared(url),
        SMTP_URL: mail.smtpUrl,
        OUTBOX_RELAY_INTERVAL_MS: '1000',
      });
    let worker = await startWorker(configuredUrl);
    cleanups.push(() => worker.stop());
    const { server, baseUrl } = await startServerOnFreePort(
      'server',
      SERVER_BUNDLE,
      (port, url) => ({
        ...shared(url),
        PORT: String(port),
        SERVE_WEB: 'dist',
        // High so specs do not throttle each other; a spec about limits starts its own server.
        SUBMIT_LIMIT_PER_MINUTE: '1000',
        SIGNIN_LIMIT_PER_15_MIN: '1000',
        UPLOAD_LIMIT_PER_IP_PER_HOUR: '1000',
      }),
      configuredPort,
    );
    cleanups.push(server.stop);
    if (baseUrl !== configuredUrl) {
      // Another process took the chosen port first (app-process.ts). The test workers start
      // after this setup, with its environment, so they read the new port from here; the
      // worker writes the server's address into the e-mails' links, so it starts again.
      process.env.E2E_PORT = new URL(baseUrl).port;
      await worker.stop();
      worker = await startWorker(baseUrl);
    }
    if (worker.hasExited()) throw new Error(`The worker exited at start; see ${worker.logFile}`);

    process.env[E2E_ENV.baseUrl] = baseUrl;
    process.env[E2E_ENV.databaseUrl] = services.databaseUrl;
    process.env[E2E_ENV.redisUrl] = services.redisUrl;
    process.env[E2E_ENV.redisPrefix] = services.redisPrefix;
    process.env[E2E_ENV.mailApi] = mail.apiUrl;
    process.env[E2E_ENV.smtpUrl] = mail.smtpUrl;
    process.env[E2E_ENV.clamavUrl] = clamd.url;
    process.env[E2E_ENV.uploadsDir] = uploadsDir;
    console.log(
      `[e2e] ${baseUrl} (postgres from ${services.sources.postgres}, redis from ${services.sources.redis}); logs in .data/e2e-logs/`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
