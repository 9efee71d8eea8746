import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../web/src/lib/locale';
import {
  DEFAULT_RETENTION_PERIODS,
  describeDays,
  RETENTION_ENV_NAMES,
  RETENTION_KINDS,
} from '../../domain/retention-periods';
import { parseRetentionPeriods, retentionEnvSchema, retentionPeriodsFromEnv } from '../../domain/retention-env';
import PrivacyPage from '../../web/src/pages/privacy-page';
import { loadWorkerConfig } from '../../worker/config/env';
import { loadServerConfig } from '../../server/config/env';
import { withRetentionPeriods } from '../../server/http/serve-web';

const env = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://localhost/academy',
  SMTP_URL: 'smtp://localhost:25',
  RETAIN_CONTACTS_DAYS: '400',
  RETAIN_CLOSED_APPLICATIONS_DAYS: '180',
  RETAIN_DRAFTS_DAYS: '14',
  RETAIN_EMAIL_RECORDS_DAYS: '45',
  RETAIN_AUDIT_DAYS: '1095',
  RETAIN_VISITS_DAYS: '60',
};

describe('retention periods: one configuration for the notice and the job', () => {
  it('server and worker read the same variables into the same periods', () => {
    const expected = { contacts: 400, closedApplications: 180, drafts: 14, emailRecords: 45, audit: 1095, visits: 60 };
    expect(parseRetentionPeriods(env)).toEqual(expected);
    expect(loadServerConfig(env).retention).toEqual(expected);
    expect(retentionPeriodsFromEnv(loadWorkerConfig(env))).toEqual(expected);
    expect(loadServerConfig({ NODE_ENV: 'test', DATABASE_URL: env.DATABASE_URL }).retention).toEqual(
      DEFAULT_RETENTION_PERIODS,
    );
    expect(DEFAULT_RETENTION_PERIODS).toEqual({
      contacts: 730,
      closedApplications: 365,
      drafts: 30,
      emailRecords: 90,
      audit: 730,
      visits: 180,
    });
  });

  it('refuses a period that is not a whole number of days', () => {
    expect(() => parseRetentionPeriods({ RETAIN_AUDIT_DAYS: 'two years' })).toThrow('RETAIN_AUDIT_DAYS');
    expect(() => loadServerConfig({ ...env, RETAIN_CONTACTS_DAYS: '0' })).toThrow('RETAIN_CONTACTS_DAYS');
    expect(Object.values(RETENTION_ENV_NAMES).sort()).toEqual(Object.keys(retentionEnvSchema.shape).sort());
    expect(Object.keys(retentionEnvSchema.shape).sort()).toEqual([
      'RETAIN_AUDIT_DAYS',
      'RETAIN_CLOSED_APPLICATIONS_DAYS',
      'RETAIN_CONTACTS_DAYS',
      'RETAIN_DRAFTS_DAYS',
      'RETAIN_EMAIL_RECORDS_DAYS',
      'RETAIN_VISITS_DAYS',
    ]);
  });

  it('the prerendered notice marks every period, and serving it fills in the configured ones', () => {
    const prerendered = `<html><head></head><body>${renderToString(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    )}</body></html>`;
    for (const kind of RETENTION_KINDS) {
      expect(prerendered).toContain(
        `<span data-retention="${kind}">${describeDays(DEFAULT_RETENTION_PERIODS[kind])}</span>`,
      );
    }
    const periods = loadServerConfig(env).retention;
    const served = withRetentionPeriods(prerendered, periods);
    for (const kind of RETENTION_KINDS) {
      expect(served).toContain(`<span data-retention="${kind}">${describeDays(periods[kind])}</span>`);
    }
    expect(served).toContain('<span data-retention="emailRecords">45 days</span>');
    expect(served).toContain('<span data-retention="drafts">14 days</span>');
    expect(served).toContain(
      `<script id="retention-periods" type="application/json">${JSON.stringify(periods)}</script></head>`,
    );
  });

  it('an Arabic notice (under /ar) is filled in with the periods in Arabic', () => {
    const prerendered = `<html lang="ar" dir="rtl"><head></head><body>${renderToString(
      <LocaleProvider locale="ar">
        <PrivacyPage />
      </LocaleProvider>,
    )}</body></html>`;
    expect(prerendered).toContain('<span data-retention="contacts">سنتان</span>');
    const served = withRetentionPeriods(prerendered, loadServerConfig(env).retention);
    expect(served).toContain('<span data-retention="contacts">400 يوم</span>');
    expect(served).toContain('<span data-retention="closedApplications">6 أشهر</span>');
    expect(served).toContain('<span data-retention="drafts">14 يومًا</span>');
    expect(served).toContain('<span data-retention="emailRecords">45 يومًا</span>');
    expect(served).toContain('<span data-retention="audit">3 سنوات</span>');
    expect(withRetentionPeriods(prerendered, DEFAULT_RETENTION_PERIODS)).toContain(
      '<span data-retention="closedApplications">سنة واحدة</span>',
    );
  });

  it('says periods the way people do', () => {
    expect([730, 365, 90, 45, 1].map(describeDays)).toEqual(['2 years', '1 year', '3 months', '45 days', '1 day']);
  });
});
