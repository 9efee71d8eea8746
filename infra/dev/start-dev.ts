import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../../db/client';
import { grantApplicationRole } from '../../db/application-role';
import { migrateToLatest } from '../../db/migrate';
import { schoolDate } from '../../domain/intakes';
import { appDefaults, devDatabaseRoles, loadDotEnv } from './dev-env';
import { seedDevIntakes } from './dev-intakes';
import { startDevMail } from './dev-mail';
import { startDevPostgres } from './dev-postgres';
import { resolveDevRedis } from './dev-redis';
import { log, logError, type Source } from './log';
import { isPortFree } from './ports';
import { startWatched, type WatchedProcess } from './watched-process';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** Stopped in reverse order of start: apps first, then the services they use. */
const cleanups: Array<{ name: string; run: () => Promise<void> }> = [];
const apps: WatchedProcess[] = [];
let shuttingDown = false;
let firstSignalAt = 0;

async function shutdown(exitCode: number): Promise<never> {
  if (shuttingDown) return new Promise<never>(() => {});
  shuttingDown = true;
  log('dev', 'stopping…');
  await Promise.all(apps.map((app) => app.stop()));
  for (const { name, run } of cleanups.reverse()) {
    try {
      await run();
    } catch (error) {
      logError('dev', `stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log('dev', 'everything stopped');
  process.exit(exitCode);
}

function onSignal(signal: NodeJS.Signals): void {
  // Ctrl-C reaches npm, tsx and this process at once, so one keypress can arrive more than once.
  if (shuttingDown && Date.now() - firstSignalAt > 1500) {
    logError('dev', `${signal} again: killing the apps without waiting`);
    for (const app of apps) app.killNow();
    process.exit(130);
  }
  if (shuttingDown) return;
  firstSignalAt = Date.now();
  void shutdown(0);
}

function onAppExit(name: Source, code: number | null, signal: NodeJS.Signals | null): void {
  if (shuttingDown) return;
  logError('dev', `${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest`);
  void shutdown(1);
}

async function waitForHealth(url: string, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !shuttingDown) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return 200;
      if (Date.now() + 1000 > deadline) return response.status;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  loadDotEnv(rootDir);
  const env: NodeJS.ProcessEnv = { ...process.env, ...appDefaults(process.env) };

  const port = Number(env.PORT);
  if (!(await isPortFree(port, '0.0.0.0'))) {
    throw new Error(`port ${port} is already in use: stop whatever listens there or set PORT`);
  }

  const ownDatabaseUrl = !env.DATABASE_URL && !env.MIGRATION_DATABASE_URL;
  let embeddedUrl: string | undefined;
  if (!ownDatabaseUrl) {
    log('postgres', 'using DATABASE_URL / MIGRATION_DATABASE_URL');
  } else {
    const postgres = await startDevPostgres(rootDir);
    cleanups.push({ name: 'PostgreSQL', run: postgres.stop });
    postgres.onUnexpectedExit((code, recentLog) => {
      if (!shuttingDown) logError('postgres', recentLog);
      onAppExit('postgres', code, null);
    });
    embeddedUrl = postgres.url;
  }
  const { ownerUrl, appUrl } = devDatabaseRoles(env, embeddedUrl);
  env.MIGRATION_DATABASE_URL = ownerUrl;
  env.DATABASE_URL = appUrl;

  const ownRedisUrl = !env.REDIS_URL;
  if (env.REDIS_URL) {
    log('redis', 'using REDIS_URL');
  } else {
    const redis = await resolveDevRedis(rootDir);
    cleanups.push({ name: 'Redis', run: redis.stop });
    env.REDIS_URL = redis.url;
  }

  let inboxUrl: string | undefined;
  if (env.SMTP_URL) {
    log('mail', 'using SMTP_URL');
  } else {
    const mail = await startDevMail();
    cleanups.push({ name: 'maildev', run: mail.stop });
    env.SMTP_URL = mail.smtpUrl;
    inboxUrl = mail.inboxUrl;
  }

  const db = createDb({ connectionString: ownerUrl, max: 1 });
  try {
    const applied = await migrateToLatest(db);
    log(
      'dev',
      applied.length
        ? `applied migrations: ${applied.map((m) => m.migrationName).join(', ')}`
        : 'database is up to date',
    );
    await grantApplicationRole(db, appUrl);
    const seeded = await seedDevIntakes(db, schoolDate(new Date()));
    if (seeded) log('dev', `opened ${seeded} sample intakes dated from today, so the application form offers some`);
  } finally {
    await db.destroy();
  }
  if (shuttingDown) return;

  const watch = (entry: string) => [tsxCli, 'watch', '--clear-screen=false', entry];
  const childEnv = { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : env.FORCE_COLOR };
  apps.push(startWatched('server', process.execPath, watch('server/main.ts'), childEnv, onAppExit));
  apps.push(startWatched('worker', process.execPath, watch('worker/main.ts'), childEnv, onAppExit));

  const healthUrl = `http://127.0.0.1:${port}/healthz`;
  const status = await waitForHealth(healthUrl, 60_000);
  if (shuttingDown) return;
  if (status !== 200)
    logError('dev', `${healthUrl} answered ${status ?? 'nothing'} after 60 s; see the server output above`);
  log(
    'dev',
    [
      '',
      `  site         ${env.APP_URL}`,
      `  mail inbox   ${inboxUrl ?? `(SMTP_URL is set: ${env.SMTP_URL})`}`,
      `  health       ${env.APP_URL}/healthz`,
      // A URL the developer supplied may carry a real password; it stays off the screen.
      `  database     ${ownDatabaseUrl ? env.DATABASE_URL : '(DATABASE_URL)'}`,
      `  redis        ${ownRedisUrl ? env.REDIS_URL : '(REDIS_URL)'}`,
      '',
      `  first admin  DATABASE_URL=${ownDatabaseUrl ? env.DATABASE_URL : '…'} npm run admin -- create --email E --password P`,
      '  server and worker reload on save; Ctrl-C stops everything',
      '',
    ].join('\n'),
  );
}

process.chdir(rootDir);
// Last resort when the launcher itself dies: never leave the detached apps running.
process.on('exit', () => apps.forEach((app) => app.killNow()));
main().catch((error: unknown) => {
  logError('dev', error instanceof Error ? error.message : String(error));
  if (process.env.DEBUG && error instanceof Error && error.cause) console.error(error.cause);
  void shutdown(1);
});
