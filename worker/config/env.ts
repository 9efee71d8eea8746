import { uploadEnvSchema, uploadSettings, type UploadSettings } from '../../core/documents/upload-settings';
import { z } from 'zod';
import { site } from '../../domain/site';
import { retentionEnvSchema } from '../../domain/retention-env';

/** The worker's environment, parsed once at start-up. */
export const workerEnvSchema = z.object({
  /** Unset means production: development and test behaviour only when asked for by name. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
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
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default(site.mailFrom),
  ADMISSIONS_EMAIL: z.email().default(site.admissionsEmail),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(20),
  /** How often the relay looks for outbox rows that never reached the queue. */
  OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().positive().default(10_000),
  /** A row younger than this is left to the request or the outbox listener that enqueues it. */
  OUTBOX_RELAY_MIN_AGE_MS: z.coerce.number().int().nonnegative().default(5_000),
  /** First retry delay; later ones double. */
  EMAIL_RETRY_DELAY_MS: z.coerce.number().int().positive().default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** When the daily retention pass runs (a cron pattern in UTC). */
  RETENTION_CRON: z.string().min(9).default('30 2 * * *'),
  /** The Chromium that prints letters (decision 132); unset: Debian's chromium-headless-shell, else chromium. */
  CHROMIUM_PATH: z.string().startsWith('/', 'must be an absolute path').optional(),
  ...retentionEnvSchema.shape,
  ...uploadEnvSchema.shape,
});

export type WorkerConfig = z.infer<typeof workerEnvSchema> & { uploads: UploadSettings };

export class WorkerConfigError extends Error {}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = workerEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const problem = cleaned[name] === undefined ? 'is required' : issue.message;
    throw new WorkerConfigError(`Invalid environment variable ${name}: ${problem}`);
  }
  try {
    return { ...parsed.data, uploads: uploadSettings(parsed.data, parsed.data.NODE_ENV) };
  } catch (error) {
    throw new WorkerConfigError((error as Error).message);
  }
}
