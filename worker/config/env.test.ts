import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './env';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/academy', SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('loadWorkerConfig', () => {
  it('runs with production rules when NODE_ENV is unset: development only when asked for', () => {
    expect(loadWorkerConfig({ ...base, CLAMAV_URL: 'unix:///run/clamav/clamd.ctl' }).NODE_ENV).toBe('production');
    // In production it scans every upload, or is told in so many words not to.
    expect(() => loadWorkerConfig(base)).toThrow(
      /^Invalid environment variable CLAMAV_URL: is required when UPLOAD_SCAN=required/,
    );
    expect(loadWorkerConfig({ ...base, UPLOAD_SCAN: 'off' }).uploads.clamavUrl).toBeNull();
    expect(loadWorkerConfig({ ...base, NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('refuses RETAIN_AUDIT_DAYS under 365 at start-up', () => {
    expect(() => loadWorkerConfig({ ...base, RETAIN_AUDIT_DAYS: '1' })).toThrow(
      /^Invalid environment variable RETAIN_AUDIT_DAYS: must be at least 365 days/,
    );
  });
});
