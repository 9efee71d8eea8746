// Stage 7 of the bench alone (`npx tsx bench/letters-only.ts`), for work on the letters.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './bench-database';
import { letterRows, measureLetters } from './letters';
import { deleteRedisPrefix } from './redis-keys';
import { requireBuild, workerScriptFlags } from './server-process';
import { printTable } from './stats';

requireBuild();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-letters-${process.pid}`;
const database = await createBenchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-letters-logs-'));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
try {
  console.log(`load average ${load()}, Node ${process.version}`);
  const figures = await measureLetters({
    databaseUrl: database.url,
    redisUrl,
    redisPrefix,
    letters: Number(process.env.BENCH_LETTERS ?? 50),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', UPLOAD_SCAN: 'off' },
    logDir,
    nodeArgs: (process.env.BENCH_WORKER_NODE_ARGS ?? workerScriptFlags()).split(' ').filter(Boolean),
  });
  printTable([...letterRows(figures), ['load average at the end', load()]]);
} finally {
  rmSync(logDir, { recursive: true, force: true });
  await deleteRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
  await database.drop();
}
process.exit(0);
