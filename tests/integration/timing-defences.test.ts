import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadServerConfig } from '../../server/config/env';
import { ENUMERATION_SAFE_FLOOR_MS } from '../../server/security/response-floor';
import { startServer, type RunningServer } from '../../server/start-server';
import { postMutation } from '../support/running-stack';
import { uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

// The response-time floor (server/security/response-floor.ts) and the progressive sign-in
// delay (decision 061). Only NODE_ENV=test may switch them off, with TIMING_DEFENCES=off.
const key = Buffer.alloc(32, 4).toString('base64');
const productionEnv = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: inject('databaseUrl'),
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: uniqueRedisPrefix('timing'),
  PORT: '0',
  APP_URL: 'http://127.0.0.1:3000',
  SERVE_WEB: 'none',
  LOG_LEVEL: 'silent',
  TOTP_ENCRYPTION_KEY: key,
  AUDIT_HMAC_KEY: key,
  // This server scans no uploads: it says so, as production insists.
  UPLOAD_SCAN: 'off',
});

async function resendTakesMs(server: RunningServer): Promise<number> {
  const started = performance.now();
  const { status } = await postMutation(server.url, 'auth.resendConfirmation', { email: uniqueEmail('nobody') }, { origin: 'http://127.0.0.1:3000' });
  expect(status).toBe(200);
  return performance.now() - started;
}

describe('timing defences', () => {
  let production: RunningServer;
  let test: RunningServer;
  beforeAll(async () => {
    production = await startServer(loadServerConfig(productionEnv()));
    test = await startServer(loadServerConfig({ ...productionEnv(), NODE_ENV: 'test', TIMING_DEFENCES: 'off' }));
  });
  afterAll(async () => {
    await production?.close();
    await test?.close();
  });

  it('production refuses the switch, naming it', () => {
    expect(() => loadServerConfig({ ...productionEnv(), TIMING_DEFENCES: 'off' })).toThrow(
      'Invalid environment variable TIMING_DEFENCES: off is allowed only with NODE_ENV=test',
    );
    expect(() => loadServerConfig({ ...productionEnv(), NODE_ENV: 'development', TIMING_DEFENCES: 'off' })).toThrow(/TIMING_DEFENCES/);
  });

  it('a production server keeps the response floor and the sign-in delay', async () => {
    expect(production.services.config.timingDefences).toBe(true);
    expect(await resendTakesMs(production)).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5);
    expect(production.services.limiters.signInDelayMs(6)).toBeGreaterThan(0);
  });

  // Asserted on the configuration, not a stopwatch: an unfloored answer's time depends on the machine.
  it('a test server with TIMING_DEFENCES=off has neither', () => {
    expect(test.services.config.timingDefences).toBe(false);
    expect(test.services.limiters.signInDelayMs(6)).toBe(0);
  });
});
