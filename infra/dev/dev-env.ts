import { existsSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../domain/site';

/** Values a developer did not set in the shell or .env get the documented `make dev` defaults. */
export function loadDotEnv(rootDir: string): void {
  const file = path.join(rootDir, '.env');
  // process.loadEnvFile never overrides variables already set in the shell.
  if (existsSync(file)) process.loadEnvFile(file);
}

export function appDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  const port = env.PORT ?? '3000';
  return {
    NODE_ENV: env.NODE_ENV ?? 'development',
    PORT: port,
    APP_URL: env.APP_URL ?? `http://localhost:${port}`,
    SERVE_WEB: env.SERVE_WEB ?? 'vite',
    MAIL_FROM: env.MAIL_FROM ?? site.mailFrom,
    ADMISSIONS_EMAIL: env.ADMISSIONS_EMAIL ?? site.admissionsEmail,
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
  };
}
