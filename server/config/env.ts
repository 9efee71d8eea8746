import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The server's environment, parsed once at start-up (see the table in ARCHITECTURE.md). */
const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().regex(/^[\w:-]+$/, 'letters, digits, _ - : only').default('academy'),
  MAIL_FROM: z.string().min(3).default('Admissions <admissions@academy.example>'),
  ADMISSIONS_EMAIL: z.email().default('admissions@academy.example'),
  SUBMIT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  SIGNIN_LIMIT_PER_15_MIN: z.coerce.number().int().positive().default(10),
  /** Passed to Express's `trust proxy`: a hop count, true/false, or a list of addresses. */
  TRUST_PROXY: z.string().optional(),
  SERVE_WEB: z.enum(['dist', 'vite', 'none']).default('dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  HSTS: booleanish.optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export interface ServerConfig extends ServerEnv {
  /** The scheme and host of APP_URL, which every state-changing request must come from. */
  appOrigin: string;
  secureCookies: boolean;
  trustProxy: boolean | number | string;
}

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
  return {
    ...parsed.data,
    appOrigin: appUrl.origin,
    secureCookies: appUrl.protocol === 'https:',
    trustProxy: parseTrustProxy(parsed.data.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** An empty variable (FOO=) means "not set", as operators expect from .env files. */
export function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
