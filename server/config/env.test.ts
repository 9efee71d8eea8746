import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './env';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/academy' };

describe('loadServerConfig', () => {
  it('fills the defaults of ARCHITECTURE.md', () => {
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
      trustProxy: false,
      secureCookies: false,
    });
  });

  it('names a missing required variable', () => {
    expect(() => loadServerConfig({})).toThrow('Invalid environment variable DATABASE_URL: is required');
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
    expect(loadServerConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});
