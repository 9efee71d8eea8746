/**
 * `npm run bench`: what the whole submission path costs next to the database alone, and how
 * long e-mails take. Uses real PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the usual
 * 127.0.0.1 ports) in a throw-away database and Redis key prefix. Figures: docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '../server/config/env';
import { startServer } from '../server/start-server';
import { createBenchDatabase, truncateSubmissions } from './bench-database';
import { measureDashboard } from './dashboard-reads';
import { measureEmailLatency } from './email-latency';
import { loadContactMutation } from './http-submissions';
import { measureRawInserts } from './raw-inserts';
import { measureUploads, uploadRows } from './uploads';
import { measureSitePublishing, summarisePublishing } from './site-publishing';
import { letterRows, measureLetters } from './letters';
import { measureVisitSlots, visitSlotRows } from './visit-slots';
import { deleteRedisPrefix } from './redis-keys';
import {
  parseEnv,
  requireBuild,
  startBenchProcess,
  startCommand,
  waitForHealthy,
  workerScriptFlags,
} from './server-process';
import { printTable } from './stats';
import { freePort } from '../tests/support/services/free-port';
import { startSmtpSink } from '../tests/support/smtp-sink';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const EMAIL_SUBMISSIONS = Number(process.env.BENCH_EMAIL_SUBMISSIONS ?? 500);
const DASHBOARD_ROWS = Number(process.env.BENCH_DASHBOARD_ROWS ?? 100_000);
const DASHBOARD_SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 200);
const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? '1';
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 10);
const LETTERS = Number(process.env.BENCH_LETTERS ?? 50);
const UPLOAD_RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 10);
/** A directory for `node --cpu-prof` profiles of the stage-2 server (none by default). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** Node flags and environment of the measured server processes: by default those of `npm start` (package.json). */
const START = startCommand();
const SERVER_NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? START.nodeArgs;
const SERVER_ENV = process.env.BENCH_SERVER_ENV !== undefined ? parseEnv(process.env.BENCH_SERVER_ENV) : START.env;
const ORIGIN = 'http://localhost:3000';

const baseDatabaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

requireBuild();
const database = await createBenchDatabase(baseDatabaseUrl);
const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(`bench database ${database.name}, Redis prefix ${redisPrefix}`);
// Other work on the machine moves every figure; the load average says how much there was.
console.log(
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load}, Node ${process.version}`,
);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...SERVER_ENV,
  NODE_ENV: 'production',
  // The bench measures the request path; uploads are scanned in the worker, which it does not run.
  UPLOAD_SCAN: 'off',
  TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 'bench').toString('base64'),
  AUDIT_HMAC_KEY: Buffer.alloc(32, 'bench-audit').toString('base64'),
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: redisPrefix,
  APP_URL: ORIGIN,
  PORT: '0',
  SERVE_WEB: 'none',
  // Request logs to a terminal would measure the terminal; warnings still show.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SUBMIT_LIMIT_PER_MINUTE: '1000000',
};

const logDir = path.join(os.tmpdir(), `${database.name}-logs`);
mkdirSync(logDir, { recursive: true });

/**
 * Stage 2 as production runs: `node dist/server/main.js` and `node dist/worker/main.js` as their
 * own processes at the default log level (written to a file, as a log collector would take
 * them), the worker sending into the SMTP sink. CPU and memory are read from /proc for the
 * server's process tree, so neither autocannon nor this process is counted.
 */
async function loadProductionServer() {
  const port = await freePort();
  const sink = await startSmtpSink();
  const processEnv = { ...env, PORT: String(port), WEB_CONCURRENCY, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' };
  const worker = startBenchProcess(
    'dist/worker/main.js',
    { ...processEnv, SMTP_URL: sink.url },
    path.join(logDir, 'worker.log'),
  );
  const server = startBenchProcess('dist/server/main.js', processEnv, path.join(logDir, 'server.log'), [
    ...SERVER_NODE_ARGS,
    ...(CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROFILE_DIR)] : []),
  ]);
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${url}/healthz`, server.child);
    const cpuBefore = server.cpuMs();
    const http = await loadContactMutation(url, ORIGIN, CONNECTIONS, SECONDS);
    const serverCpuMsPerRequest = (server.cpuMs() - cpuBefore) / Math.max(1, http.total);
    const peakRssMb = server.peakRssMb();
    return { http, serverCpuMsPerRequest, peakRssMb };
  } finally {
    // The last responses leave before their enqueue finishes; let those land before stopping.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.stop();
    await worker.stop();
    await sink.close();
  }
}

const rows: [string, string][] = [];
const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** Stage `n` runs unless BENCH_STAGES names others ("1,2"); stage 2's ratio needs stage 1. */
const stages = new Set((process.env.BENCH_STAGES ?? '1,2,3,4,5,6,7,8').split(',').map(Number));
const stage = (n: number, what: string) => {
  if (!stages.has(n)) return false;
  console.log(`${n}/8 ${what} (load average ${loadNow()})`);
  return true;
};

try {
  let raw: Awaited<ReturnType<typeof measureRawInserts>> | undefined;
  if (stage(1, `raw INSERTs, 4 clients, ${SECONDS} s…`)) {
    raw = await measureRawInserts(database.url, 4, SECONDS * 1000);
    await truncateSubmissions(database.url);
    rows.push(['(1) raw INSERT, 4 clients', `${fixed(raw.perSecond)} rows/s`]);
  }

  let stage2: Awaited<ReturnType<typeof loadProductionServer>> | undefined;
  if (
    stage(
      2,
      `POST /trpc/submissions.contact, ${CONNECTIONS} connections, ${SECONDS} s, production build, worker running…`,
    )
  ) {
    stage2 = await loadProductionServer();
    await truncateSubmissions(database.url);
    await deleteRedisPrefix(redisUrl, redisPrefix);
    const { http, serverCpuMsPerRequest, peakRssMb } = stage2;
    rows.push(
      [
        `(2) contact mutation, ${CONNECTIONS} conns, WEB_CONCURRENCY=${WEB_CONCURRENCY}`,
        `${fixed(http.perSecond)} req/s`,
      ],
      ['(2) latency p50 / p99', `${fixed(http.p50Ms)} ms / ${fixed(http.p99Ms)} ms`],
      ['(2) non-2xx / errors', `${http.non2xx} / ${http.errors}`],
      ['(2) server CPU per request', `${fixed(serverCpuMsPerRequest, 2)} ms (all server processes)`],
      [
        '(2) server node flags',
        [...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`), ...SERVER_NODE_ARGS].join(' ') ||
          '(none)',
      ],
      ['(2) server peak RSS', `${peakRssMb.map((mb) => `${fixed(mb)} MB`).join(' + ')} (target <= 150 per process)`],
    );
    if (raw) {
      // The machine's load moves both sides: the INSERTs again right after, and the ratio to their mean.
      const after = await measureRawInserts(database.url, 4, SECONDS * 1000);
      await truncateSubmissions(database.url);
      const mean = (raw.perSecond + after.perSecond) / 2;
      rows.push(
        ['(1) raw INSERT again, after (2)', `${fixed(after.perSecond)} rows/s`],
        ['ratio (2)/(1), to the mean of both', `${fixed(http.perSecond / mean, 2)} (target >= 0.35)`],
      );
    }
  }

  if (stage(3, `${EMAIL_SUBMISSIONS} submissions to two e-mails each through the worker…`)) {
    const server = await startServer(loadServerConfig({ ...env, LOG_LEVEL: 'warn' }));
    const mail = await measureEmailLatency({
      baseUrl: server.url,
      origin: ORIGIN,
      env,
      admissionsEmail: loadServerConfig(env).ADMISSIONS_EMAIL,
      submissions: EMAIL_SUBMISSIONS,
      parallel: 10,
    });
    await server.close();
    await truncateSubmissions(database.url);
    rows.push(
      [
        `(3) submission -> both e-mails, n=${mail.submissions}`,
        `p50 ${fixed(mail.p50Ms)} ms, p95 ${fixed(mail.p95Ms)} ms (target < 2000)`,
      ],
      ['(3) slowest', `${fixed(mail.maxMs)} ms`],
      [
        `(3) worker e-mails/s, concurrency ${mail.concurrency}`,
        `${fixed(mail.emailsPerSecond)} (${mail.emails} e-mails)`,
      ],
    );
  }

  if (stage(4, `dashboard at ${fixed(DASHBOARD_ROWS)} applications + ${fixed(DASHBOARD_ROWS)} contact messages…`)) {
    const dashboard = await measureDashboard({
      databaseUrl: database.url,
      env,
      logDir,
      rows: DASHBOARD_ROWS,
      samples: DASHBOARD_SAMPLES,
      nodeArgs: SERVER_NODE_ARGS,
    });
    rows.push(
      ...dashboard.reads.map((read): [string, string] => [
        `(4) ${read.name}`,
        `p50 ${fixed(read.p50Ms, 1)} ms, p95 ${fixed(read.p95Ms, 1)} ms (target p95 <= 15)`,
      ]),
      ...dashboard.csv.map((csv): [string, string] => [
        `(4) ${csv.kind}.csv, ${fixed(csv.rows)} rows, ${fixed(csv.megabytes, 1)} MB`,
        `first byte ${fixed(csv.firstByteMs)} ms, all ${fixed(csv.totalMs)} ms, server RSS ${fixed(csv.rssBeforeMb)} -> peak ${fixed(csv.rssPeakMb)} MB`,
      ]),
    );
  }

  if (
    stage(
      5,
      `${UPLOADS} documents of ${UPLOAD_MB} MB uploaded at once, ${UPLOAD_RUNS} runs, then ${IMAGES} 7000 x 7000 images, production build…`,
    )
  ) {
    const uploads = await measureUploads({
      databaseUrl: database.url,
      env,
      logDir,
      origin: ORIGIN,
      uploads: UPLOADS,
      megabytes: UPLOAD_MB,
      runs: UPLOAD_RUNS,
      images: IMAGES,
      nodeArgs: SERVER_NODE_ARGS,
    });
    rows.push(...uploadRows(uploads));
  }

  if (stage(6, `publishing one change after another while public pages are under load, ${SECONDS} s…`)) {
    const publishing = await measureSitePublishing({
      databaseUrl: database.url,
      env,
      logDir,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push(...summarisePublishing(publishing));
  }

  if (stage(7, `${LETTERS} letters, one at a time, by the production worker with its Chromium warm…`)) {
    const letters = await measureLetters({
      databaseUrl: database.url,
      redisUrl,
      redisPrefix,
      letters: LETTERS,
      env,
      logDir,
      nodeArgs: (process.env.BENCH_WORKER_NODE_ARGS ?? workerScriptFlags()).split(' ').filter(Boolean),
    });
    rows.push(...letterRows(letters));
  }

  if (stage(8, 'the free visit slots for 90 days, in-process against the database…')) {
    rows.push(...visitSlotRows(await measureVisitSlots(database.url)));
  }

  rows.push(['load average at the end', loadNow()]);
  printTable(rows);
  if (stage2 && (stage2.http.non2xx || stage2.http.errors))
    console.warn(`warning: stage 2 saw status codes ${JSON.stringify(stage2.http.statusCodes)}`);
} finally {
  rmSync(logDir, { recursive: true, force: true });
  await deleteRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
  await database.drop();
}
process.exit(0);
