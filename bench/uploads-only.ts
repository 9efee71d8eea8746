// Stage 5 of the bench alone (`npx tsx bench/uploads-only.ts`), for work on the upload path.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './bench-database';
import { requireBuild } from './server-process';
import { printTable } from './stats';
import { measureUploads } from './uploads';

requireBuild();
const database = await createBenchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-logs-'));
try {
  const env = {
    ...process.env,
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
    nodeArgs: [
      '--max-semi-space-size=2',
      '--max-old-space-size=128',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
  }); // as `npm start`
  printTable([
    [
      'uploads at once',
      `${figures.uploads} x ${figures.megabytes.toFixed(1)} MB, statuses ${[...new Set(figures.statuses)].join(',')}`,
    ],
    ['upload p50 / slowest', `${figures.p50Ms.toFixed(0)} ms / ${figures.maxMs.toFixed(0)} ms`],
    ['disk copy of the same bytes, fsynced', `${figures.diskCopyMs.toFixed(0)} ms`],
    ['the same left in the page cache', `${figures.pageCacheCopyMs.toFixed(0)} ms`],
    ['the same to a bare Node HTTP server', `${figures.bareHttpMs.toFixed(0)} ms (slowest)`],
    ["the server's first upload, alone", `${figures.firstUploadMs.toFixed(0)} ms`],
    ['server RSS before -> peak', `${figures.rssBeforeMb.toFixed(0)} -> ${figures.rssPeakMb.toFixed(0)} MB`],
  ]);
} finally {
  rmSync(logDir, { recursive: true, force: true });
  await database.drop();
}
process.exit(0);
