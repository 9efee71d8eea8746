import { describe, expect, it } from 'vitest';
import { parseRetentionPeriods } from './retention-env';

describe('parseRetentionPeriods', () => {
  it('refuses an audit period under a year, naming the floor', () => {
    expect(() => parseRetentionPeriods({ RETAIN_AUDIT_DAYS: '1' })).toThrow(
      'Invalid environment variable RETAIN_AUDIT_DAYS: must be at least 365 days (the audit log is kept a year at least)',
    );
    expect(() => parseRetentionPeriods({ RETAIN_AUDIT_DAYS: '364' })).toThrow(
      /RETAIN_AUDIT_DAYS: must be at least 365/,
    );
  });

  it('accepts a year or more for the audit log, and a day or more for the rest', () => {
    expect(parseRetentionPeriods({ RETAIN_AUDIT_DAYS: '365', RETAIN_CONTACTS_DAYS: '1' })).toMatchObject({
      audit: 365,
      contacts: 1,
    });
  });
});
