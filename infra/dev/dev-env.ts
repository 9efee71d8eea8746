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

/** The login role `make dev` gives the server and worker when it derives DATABASE_URL. */
const DEV_APP_ROLE = { user: 'academy_dev_app', password: 'academy_dev_app' };

/**
 * The owner that migrates and the application role the apps connect as (decision 103).
 * Both set: used as given. Otherwise the one URL there is (DATABASE_URL, or the embedded
 * cluster's) is the owner, and the apps get the same database as academy_dev_app.
 */
export function devDatabaseRoles(env: NodeJS.ProcessEnv, embeddedUrl?: string): { ownerUrl: string; appUrl: string } {
  if (env.MIGRATION_DATABASE_URL && env.DATABASE_URL)
    return { ownerUrl: env.MIGRATION_DATABASE_URL, appUrl: env.DATABASE_URL };
  const ownerUrl = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL ?? embeddedUrl;
  if (!ownerUrl) throw new Error('no database: set DATABASE_URL or let make dev start its own');
  const app = new URL(ownerUrl);
  app.username = DEV_APP_ROLE.user;
  app.password = DEV_APP_ROLE.password;
  return { ownerUrl, appUrl: app.toString() };
}
