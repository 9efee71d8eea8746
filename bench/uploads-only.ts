// Stage 5 of the bench alone (`npx tsx bench/uploads-only.ts`), for work on the upload path.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './bench-database';
import { parseEnv, requireBuild, startCommand } from './server-process';
import { printTable } from './stats';
import { measureUploads, uploadRows } from './uploads';

/** The server as `npm start` runs it (package.json), as bench/run.ts takes it; BENCH_NODE_ARGS and BENCH_SERVER_ENV replace its parts. */
const start = startCommand();

requireBuild();
const database = await createBenchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-logs-'));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
try {
  console.log(`load average ${load()}, Node ${process.version}`);
  const env = {
    ...process.env,
    ...(process.env.BENCH_SERVER_ENV !== undefined ? parseEnv(process.env.BENCH_SERVER_ENV) : start.env),
    NODE_ENV: 'production',
    UPLOAD_SCAN: 'off',
    TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 'bench').toString('base64'),
    AUDIT_HMAC_KEY: Buffer.alloc(32, 'bench-audit').toString('base64'),
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-uploads-${process.pid}`,
    APP_URL: 'http://localhost:3000',
    SERVE_WEB: 'none',
    LOG_LEVEL: 'warn',
  };
  const figures = await measureUploads({
    databaseUrl: database.url,
    env,
    logDir,
    origin: 'http://localhost:3000',
    uploads: Number(process.env.BENCH_UPLOADS ?? 10),
    megabytes: Number(process.env.BENCH_UPLOAD_MB ?? 10),
    runs: Number(process.env.BENCH_UPLOAD_RUNS ?? 5),
    images: Number(process.env.BENCH_IMAGES ?? 10),
    nodeArgs: [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? start.nodeArgs),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
  });
  printTable([...uploadRows(figures), ['load average at the end', load()]]);
} finally {
  rmSync(logDir, { recursive: true, force: true });
  await database.drop();
}
process.exit(0);
