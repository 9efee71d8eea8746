import { uploadEnvSchema, uploadSettings, type UploadSettings } from '../../core/documents/upload-settings';
import { z } from 'zod';
import { auditHmacKey, auditHmacKeyEnvSchema } from '../../core/audit/audit-key';
import { site } from '../../domain/site';
import { retentionEnvSchema, retentionPeriodsFromEnv } from '../../domain/retention-env';
import type { RetentionPeriods } from '../../domain/retention-periods';
import { decodeTotpEncryptionKey, MALFORMED_TOTP_ENCRYPTION_KEY } from '../auth/totp-key-encryption';
import { DEFAULT_UPLOAD_LIMITS } from '../security/rate-limiters';
import { parseTrustProxy } from './trust-proxy';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The server's environment, parsed once at start-up (see the table in docs/architecture.md). */
export const serverEnvSchema = z.object({
  /** Unset means production: development and test behaviour only when asked for by name. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/, 'letters, digits, _ - : only')
    .default('academy'),
  MAIL_FROM: z.string().min(3).default(site.mailFrom),
  ADMISSIONS_EMAIL: z.email().default(site.admissionsEmail),
  SUBMIT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  SIGNIN_LIMIT_PER_15_MIN: z.coerce.number().int().positive().default(10),
  UPLOAD_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_LIMITS.perIpPerHour),
  /** `open`: anyone may sign up (the spec); `invite`: accounts come only from an admin's invitation. */
  SIGNUP_MODE: z.enum(['open', 'invite']).default('open'),
  /** Passed to Express's `trust proxy`: a hop count or a comma-separated list of proxy addresses/CIDRs (server/config/trust-proxy.ts). */
  TRUST_PROXY: z.string().optional(),
  SERVE_WEB: z.enum(['dist', 'vite', 'none']).default('dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Server processes (node:cluster) sharing PORT; 1 = no cluster. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  HSTS: booleanish.optional(),
  ...retentionEnvSchema.shape,
  /** Admins must have two-factor before any admin procedure answers; default: on in production. */
  REQUIRE_ADMIN_2FA: booleanish.optional(),
  /** A session ends this many days after sign-in, however often it is used. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** An admin's session ends after this many minutes without a request. */
  ADMIN_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  /** 32 bytes, base64: encrypts TOTP keys at rest. Required in production. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => decodeTotpEncryptionKey(value) !== null, MALFORMED_TOTP_ENCRYPTION_KEY)
    .optional(),
  ...auditHmacKeyEnvSchema.shape,
  /**
   * `off` drops the response-time floor and the sign-in delay so suites run fast. Test only:
   * any other NODE_ENV refuses it, so production always keeps both.
   */
  TIMING_DEFENCES: z.enum(['on', 'off']).default('on'),
  ...uploadEnvSchema.shape,
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export interface ServerConfig extends ServerEnv {
  /** The scheme and host of APP_URL, which every state-changing request must come from. */
  appOrigin: string;
  secureCookies: boolean;
  trustProxy: boolean | number | string[];
  /** Days each kind of record is kept (domain/retention-periods.ts); shown on /privacy. */
  retention: RetentionPeriods;
  requireAdmin2fa: boolean;
  /** The AES-256-GCM key for TOTP keys at rest. */
  totpEncryptionKey: Buffer;
  /** Keys the audit log's pseudonyms of e-mail addresses. */
  auditHmacKey: Buffer;
  /** The response-time floor and the sign-in delay; false only in a test configuration. */
  timingDefences: boolean;
  /** Where applicants' documents are stored and whether they are scanned. */
  uploads: UploadSettings;
}

/** Development and test only: production refuses to start without TOTP_ENCRYPTION_KEY. */
const DEV_TOTP_ENCRYPTION_KEY = Buffer.alloc(32, 'dev-only-totp-key');

export class ConfigError extends Error {}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverEnvSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const problem = issue.code === 'invalid_type' && env[name] === undefined ? 'is required' : issue.message;
    throw new ConfigError(`Invalid environment variable ${name}: ${problem}`);
  }
  const appUrl = new URL(parsed.data.APP_URL);
  const production = parsed.data.NODE_ENV === 'production';
  if (production && !parsed.data.TOTP_ENCRYPTION_KEY) {
    throw new ConfigError('Invalid environment variable TOTP_ENCRYPTION_KEY: is required in production');
  }
  if (parsed.data.TIMING_DEFENCES === 'off' && parsed.data.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment variable TIMING_DEFENCES: off is allowed only with NODE_ENV=test');
  }
  let auditKey: Buffer;
  try {
    auditKey = auditHmacKey(parsed.data.AUDIT_HMAC_KEY, parsed.data.NODE_ENV);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let trustProxy: ServerConfig['trustProxy'];
  try {
    trustProxy = parseTrustProxy(parsed.data.TRUST_PROXY, parsed.data.NODE_ENV);
  } catch (error) {
    throw new ConfigError(`Invalid environment variable TRUST_PROXY: ${(error as Error).message}`);
  }
  let uploads: UploadSettings;
  try {
    uploads = uploadSettings(parsed.data, parsed.data.NODE_ENV);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    ...parsed.data,
    uploads,
    appOrigin: appUrl.origin,
    secureCookies: appUrl.protocol === 'https:',
    trustProxy,
    retention: retentionPeriodsFromEnv(parsed.data),
    requireAdmin2fa: parsed.data.REQUIRE_ADMIN_2FA ?? production,
    totpEncryptionKey: parsed.data.TOTP_ENCRYPTION_KEY
      ? decodeTotpEncryptionKey(parsed.data.TOTP_ENCRYPTION_KEY)!
      : DEV_TOTP_ENCRYPTION_KEY,
    auditHmacKey: auditKey,
    timingDefences: parsed.data.TIMING_DEFENCES === 'on',
  };
}

/** An empty variable (FOO=) means "not set", as operators expect from .env files. */
export function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
