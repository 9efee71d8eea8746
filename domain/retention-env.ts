import { z } from 'zod';
import { DEFAULT_RETENTION_PERIODS, MIN_AUDIT_RETENTION_DAYS, type RetentionPeriods } from './retention-periods';

/**
 * The RETAIN_* variables (names in RETENTION_ENV_NAMES): parsed by the server's and the
 * worker's env schemas (which spread this shape) and by `npm run privacy`.
 */
/** At least a day (a year for the audit log), at most 100 years. */
const days = (fallback: number, min = 1, why = '') =>
  z.coerce.number().int().min(min, `must be at least ${min} days${why}`).max(36_500).default(fallback);

export const retentionEnvSchema = z.object({
  RETAIN_CONTACTS_DAYS: days(DEFAULT_RETENTION_PERIODS.contacts),
  RETAIN_CLOSED_APPLICATIONS_DAYS: days(DEFAULT_RETENTION_PERIODS.closedApplications),
  RETAIN_DRAFTS_DAYS: days(DEFAULT_RETENTION_PERIODS.drafts),
  RETAIN_EMAIL_RECORDS_DAYS: days(DEFAULT_RETENTION_PERIODS.emailRecords),
  RETAIN_AUDIT_DAYS: days(
    DEFAULT_RETENTION_PERIODS.audit,
    MIN_AUDIT_RETENTION_DAYS,
    ' (the audit log is kept a year at least)',
  ),
  RETAIN_VISITS_DAYS: days(DEFAULT_RETENTION_PERIODS.visits),
});

export type RetentionEnv = z.infer<typeof retentionEnvSchema>;

export function retentionPeriodsFromEnv(env: RetentionEnv): RetentionPeriods {
  return {
    contacts: env.RETAIN_CONTACTS_DAYS,
    closedApplications: env.RETAIN_CLOSED_APPLICATIONS_DAYS,
    drafts: env.RETAIN_DRAFTS_DAYS,
    emailRecords: env.RETAIN_EMAIL_RECORDS_DAYS,
    audit: env.RETAIN_AUDIT_DAYS,
    visits: env.RETAIN_VISITS_DAYS,
  };
}

/** Parses the periods from an environment record (blank means unset); throws on a bad value. */
export function parseRetentionPeriods(env: Record<string, string | undefined>): RetentionPeriods {
  const cleaned = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = retentionEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  return retentionPeriodsFromEnv(parsed.data);
}
