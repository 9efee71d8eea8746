import { describe, expect, it } from 'vitest';
import { site } from '../../domain/site';
import { loadServerConfig } from '../../server/config/env';
import { loadWorkerConfig } from '../../worker/config/env';

// NODE_ENV unset means production (which needs its keys); these defaults are the same in every mode.
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/academy',
  SMTP_URL: 'smtp://127.0.0.1:1025',
};

describe('the MAIL_FROM default', () => {
  it('is the one in domain/site.ts for both the server and the worker', () => {
    expect(loadServerConfig(env).MAIL_FROM).toBe(site.mailFrom);
    expect(loadWorkerConfig(env).MAIL_FROM).toBe(site.mailFrom);
  });

  it('gives way to the variable when it is set', () => {
    const sender = 'Registry <registry@academy.example>';
    expect(loadServerConfig({ ...env, MAIL_FROM: sender }).MAIL_FROM).toBe(sender);
    expect(loadWorkerConfig({ ...env, MAIL_FROM: sender }).MAIL_FROM).toBe(sender);
  });
});
