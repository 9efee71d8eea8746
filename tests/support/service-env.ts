import { inject } from 'vitest';
import { uniqueRedisPrefix } from './test-db';

export type EnvOverrides = Record<string, string | undefined>;

/**
 * Environment for `loadServerConfig(env)` / `loadWorkerConfig(env)` in integration tests.
 * Build it once per test (or file) and hand the same object to server and worker, so both use
 * the same REDIS_PREFIX. Pass SMTP_URL (from `startSmtpSink()`) and, if needed, DATABASE_URL of
 * an isolated database.
 */
export function serviceEnv(overrides: EnvOverrides = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    APP_URL: 'http://127.0.0.1:3000',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: uniqueRedisPrefix(),
    MAIL_FROM: 'Admissions <admissions@academy.example>',
    ADMISSIONS_EMAIL: 'admissions@academy.example',
    SUBMIT_LIMIT_PER_MINUTE: '1000',
    SIGNIN_LIMIT_PER_15_MIN: '1000',
    UPLOAD_LIMIT_PER_IP_PER_HOUR: '1000',
    SERVE_WEB: 'none',
    LOG_LEVEL: 'silent',
    OUTBOX_RELAY_INTERVAL_MS: '250',
    ...overrides,
  };
}
