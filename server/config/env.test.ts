import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './env';

const base = { NODE_ENV: 'development', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/academy' };

describe('loadServerConfig', () => {
  it('fills the defaults of docs/architecture.md', () => {
    const config = loadServerConfig(base);
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      appOrigin: 'http://localhost:3000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      MAIL_FROM: 'Admissions <admissions@academy.example>',
      ADMISSIONS_EMAIL: 'admissions@academy.example',
      SUBMIT_LIMIT_PER_MINUTE: 5,
      SIGNIN_LIMIT_PER_15_MIN: 10,
      UPLOAD_LIMIT_PER_IP_PER_HOUR: 60,
      trustProxy: false,
      secureCookies: false,
    });
  });

  it('runs with production rules when NODE_ENV is unset: development only when asked for', () => {
    const { NODE_ENV: _unset, ...unset } = base;
    expect(() => loadServerConfig(unset)).toThrow(
      'Invalid environment variable TOTP_ENCRYPTION_KEY: is required in production',
    );
    expect(loadServerConfig(base).NODE_ENV).toBe('development');
  });

  it('refuses RETAIN_AUDIT_DAYS under 365 at start-up', () => {
    expect(() => loadServerConfig({ ...base, RETAIN_AUDIT_DAYS: '1' })).toThrow(
      /^Invalid environment variable RETAIN_AUDIT_DAYS: must be at least 365 days/,
    );
  });

  it('names a missing required variable', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'development' })).toThrow(
      'Invalid environment variable DATABASE_URL: is required',
    );
  });

  it('names a malformed variable and says what is wrong', () => {
    expect(() => loadServerConfig({ ...base, PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT/);
    expect(() => loadServerConfig({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(
      'Invalid environment variable REDIS_URL: must be a redis:// URL',
    );
    expect(() => loadServerConfig({ ...base, ADMISSIONS_EMAIL: 'nobody' })).toThrow(/ADMISSIONS_EMAIL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadServerConfig({ ...base, PORT: '' }).PORT).toBe(3000);
  });

  it('uses Secure cookies when APP_URL is https, and parses TRUST_PROXY', () => {
    const config = loadServerConfig({ ...base, APP_URL: 'https://www.academy.example/', TRUST_PROXY: '1' });
    expect(config.secureCookies).toBe(true);
    expect(config.appOrigin).toBe('https://www.academy.example');
    expect(config.trustProxy).toBe(1);
    expect(loadServerConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadServerConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('takes TRUST_PROXY as a list of proxy addresses and ranges, and refuses true in production', () => {
    expect(loadServerConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      '2001:db8::/32',
    ]);
    expect(() => loadServerConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" is not/,
    );
    expect(() => loadServerConfig({ ...base, TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() =>
      loadServerConfig({
        ...base,
        NODE_ENV: 'production',
        TOTP_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
        AUDIT_HMAC_KEY: Buffer.alloc(32).toString('base64'),
        TRUST_PROXY: 'true',
      }),
    ).toThrow(/TRUST_PROXY=true would let any client choose its own IP/);
  });

  it('reads SIGNUP_MODE, open by default', () => {
    expect(loadServerConfig(base).SIGNUP_MODE).toBe('open');
    expect(loadServerConfig({ ...base, SIGNUP_MODE: 'invite' }).SIGNUP_MODE).toBe('invite');
    expect(() => loadServerConfig({ ...base, SIGNUP_MODE: 'closed' })).toThrow(/SIGNUP_MODE/);
  });

  it('requires two-factor for admins in production only, unless told otherwise', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadServerConfig(base).requireAdmin2fa).toBe(false);
    const production = {
      ...base,
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: key,
      AUDIT_HMAC_KEY: key,
      CLAMAV_URL: 'tcp://127.0.0.1:3310',
    };
    expect(loadServerConfig(production).requireAdmin2fa).toBe(true);
    expect(loadServerConfig({ ...production, REQUIRE_ADMIN_2FA: 'false' }).requireAdmin2fa).toBe(false);
    expect(loadServerConfig({ ...base, REQUIRE_ADMIN_2FA: 'true' }).requireAdmin2fa).toBe(true);
  });

  it('needs AUDIT_HMAC_KEY (at least 32 bytes) in production, and has a fixed one otherwise', () => {
    const totp = Buffer.alloc(32, 7).toString('base64');
    expect(() => loadServerConfig({ ...base, NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: totp })).toThrow(
      'Invalid environment variable AUDIT_HMAC_KEY: is required in production',
    );
    expect(() => loadServerConfig({ ...base, AUDIT_HMAC_KEY: 'c2hvcnQ=' })).toThrow(
      /AUDIT_HMAC_KEY: must be at least 32 bytes/,
    );
    const key = Buffer.alloc(32, 3);
    const production = loadServerConfig({
      ...base,
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: totp,
      AUDIT_HMAC_KEY: key.toString('base64'),
      UPLOAD_SCAN: 'off',
    });
    expect(production.auditHmacKey.equals(key)).toBe(true);
    expect(loadServerConfig(base).auditHmacKey).toHaveLength(32);
  });

  it('refuses to start in production without a scanner unless UPLOAD_SCAN=off is written out', () => {
    const key = Buffer.alloc(32).toString('base64');
    const production = { ...base, NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: key, AUDIT_HMAC_KEY: key };
    expect(() => loadServerConfig(production)).toThrow(
      /^Invalid environment variable CLAMAV_URL: is required when UPLOAD_SCAN=required/,
    );
    expect(loadServerConfig({ ...production, UPLOAD_SCAN: 'off' }).uploads.clamavUrl).toBeNull();
    expect(loadServerConfig({ ...production, CLAMAV_URL: 'tcp://clamav:3310' }).uploads.clamavUrl).toBe(
      'tcp://clamav:3310',
    );
    expect(() => loadServerConfig({ ...production, CLAMAV_URL: 'http://clamav:3310' })).toThrow(
      /CLAMAV_URL: must be tcp/,
    );
    // Development stores files as "not scanned" when no scanner is given.
    expect(loadServerConfig(base).uploads).toMatchObject({ clamavUrl: null, storage: { driver: 'directory' } });
  });

  it('takes S3 storage only with all four S3 variables', () => {
    const s3 = {
      S3_URL: 'http://minio:9000',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadServerConfig({ ...base, ...s3 }).uploads.storage).toMatchObject({
      driver: 's3',
      url: 'http://minio:9000',
      bucket: 'uploads',
    });
    expect(() => loadServerConfig({ ...base, S3_URL: 'http://minio:9000' })).toThrow(
      /S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });

  it('needs TOTP_ENCRYPTION_KEY (32 bytes) in production', () => {
    expect(() => loadServerConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      'Invalid environment variable TOTP_ENCRYPTION_KEY: is required in production',
    );
    expect(() => loadServerConfig({ ...base, TOTP_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /TOTP_ENCRYPTION_KEY: must be 32 bytes/,
    );
    const key = Buffer.alloc(32, 9);
    expect(
      loadServerConfig({ ...base, TOTP_ENCRYPTION_KEY: key.toString('base64') }).totpEncryptionKey.equals(key),
    ).toBe(true);
  });

  it('reads the session lifetimes, 30 days and 2 hours by default', () => {
    expect(loadServerConfig(base)).toMatchObject({ SESSION_ABSOLUTE_DAYS: 30, ADMIN_IDLE_TIMEOUT_MINUTES: 120 });
    expect(loadServerConfig({ ...base, SESSION_ABSOLUTE_DAYS: '7', ADMIN_IDLE_TIMEOUT_MINUTES: '30' })).toMatchObject({
      SESSION_ABSOLUTE_DAYS: 7,
      ADMIN_IDLE_TIMEOUT_MINUTES: 30,
    });
    expect(() => loadServerConfig({ ...base, SESSION_ABSOLUTE_DAYS: '0' })).toThrow(/SESSION_ABSOLUTE_DAYS/);
  });
});
