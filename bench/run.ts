/**
 * `npm run bench`: what the whole submission path costs next to the database alone, and how
 * long e-mails take. Uses real PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the usual
 * 127.0.0.1 ports) in a throw-away database and Redis key prefix. Figures: docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '../server/config/env';
import { startServer } from '../server/start-server';
import { createBenchDatabase, truncateSubmissions } from './bench-database';
import { measureDashboard } from './dashboard-reads';
import { measureEmailLatency } from './email-latency';
import { loadContactMutation } from './http-submissions';
import { measureRawInserts } from './raw-inserts';
import { measureUploads } from './uploads';
import { deleteRedisPrefix } from './redis-keys';
import { requireBuild, startBenchProcess, waitForHealthy } from './server-process';
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
/** A directory for `node --cpu-prof` profiles of the stage-2 server (none by default). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** Node flags of the measured server processes: by default those of `npm start` (package.json). */
const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? startScriptFlags()).split(' ').filter(Boolean);

function startScriptFlags(): string {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start
    .split(' ')
    .filter((word) => word.startsWith('--'))
    .join(' ');
}
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

try {
  console.log(`1/5 raw INSERTs, 4 clients, ${SECONDS} s…`);
  const raw = await measureRawInserts(database.url, 4, SECONDS * 1000);
  await truncateSubmissions(database.url);

  console.log(
    `2/5 POST /trpc/submissions.contact, ${CONNECTIONS} connections, ${SECONDS} s, production build, worker running…`,
  );
  const stage2 = await loadProductionServer();
  await truncateSubmissions(database.url);
  await deleteRedisPrefix(redisUrl, redisPrefix);

  console.log(`3/5 ${EMAIL_SUBMISSIONS} submissions to two e-mails each through the worker…`);
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

  console.log(`4/5 dashboard at ${fixed(DASHBOARD_ROWS)} applications + ${fixed(DASHBOARD_ROWS)} contact messages…`);
  await truncateSubmissions(database.url);
  const dashboard = await measureDashboard({
    databaseUrl: database.url,
    env,
    logDir,
    rows: DASHBOARD_ROWS,
    samples: DASHBOARD_SAMPLES,
    nodeArgs: SERVER_NODE_ARGS,
  });

  console.log(`5/5 ${UPLOADS} documents of ${UPLOAD_MB} MB uploaded at once, production build…`);
  const uploads = await measureUploads({
    databaseUrl: database.url,
    env,
    logDir,
    origin: ORIGIN,
    uploads: UPLOADS,
    megabytes: UPLOAD_MB,
    nodeArgs: SERVER_NODE_ARGS,
  });

  const { http, serverCpuMsPerRequest, peakRssMb } = stage2;
  const ratio = http.perSecond / raw.perSecond;
  printTable([
    ['(1) raw INSERT, 4 clients', `${fixed(raw.perSecond)} rows/s`],
    [
      `(2) contact mutation, ${CONNECTIONS} conns, WEB_CONCURRENCY=${WEB_CONCURRENCY}`,
      `${fixed(http.perSecond)} req/s`,
    ],
    ['(2) latency p50 / p99', `${fixed(http.p50Ms)} ms / ${fixed(http.p99Ms)} ms`],
    ['(2) non-2xx / errors', `${http.non2xx} / ${http.errors}`],
    ['(2) server CPU per request', `${fixed(serverCpuMsPerRequest, 2)} ms (all server processes)`],
    ['(2) server node flags', SERVER_NODE_ARGS.join(' ') || '(none)'],
    ['(2) server peak RSS', `${peakRssMb.map((mb) => `${fixed(mb)} MB`).join(' + ')} (target <= 150 per process)`],
    ['ratio (2)/(1)', `${fixed(ratio, 2)} (target >= 0.35)`],
    [
      `(3) submission -> both e-mails, n=${mail.submissions}`,
      `p50 ${fixed(mail.p50Ms)} ms, p95 ${fixed(mail.p95Ms)} ms (target < 2000)`,
    ],
    ['(3) slowest', `${fixed(mail.maxMs)} ms`],
    [
      `(3) worker e-mails/s, concurrency ${mail.concurrency}`,
      `${fixed(mail.emailsPerSecond)} (${mail.emails} e-mails)`,
    ],
    ...dashboard.reads.map(
      (read) =>
        [
          `(4) ${read.name}`,
          `p50 ${fixed(read.p50Ms, 1)} ms, p95 ${fixed(read.p95Ms, 1)} ms (target p95 <= 15)`,
        ] as const,
    ),
    ...dashboard.csv.map(
      (csv) =>
        [
          `(4) ${csv.kind}.csv, ${fixed(csv.rows)} rows, ${fixed(csv.megabytes, 1)} MB`,
          `first byte ${fixed(csv.firstByteMs)} ms, all ${fixed(csv.totalMs)} ms, server RSS ${fixed(csv.rssBeforeMb)} -> peak ${fixed(csv.rssPeakMb)} MB`,
        ] as const,
    ),
    [
      `(5) ${uploads.uploads} uploads of ${fixed(uploads.megabytes, 1)} MB at once`,
      `p50 ${fixed(uploads.p50Ms)} ms, slowest ${fixed(uploads.maxMs)} ms; statuses ${[...new Set(uploads.statuses)].join(',')}`,
    ],
    [
      '(5) the same bytes copied to disk at once, fsynced',
      `${fixed(uploads.diskCopyMs)} ms (target: slowest upload <= 1.5x)`,
    ],
    ['(5) the same copies left in the page cache', `${fixed(uploads.pageCacheCopyMs)} ms`],
    [
      '(5) the same uploads to a bare Node HTTP server',
      `slowest ${fixed(uploads.bareHttpMs)} ms (the floor over HTTP on this machine)`,
    ],
    [
      "(5) the server's first upload, alone",
      `${fixed(uploads.firstUploadMs)} ms (loads the type sniffer; not in the figures above)`,
    ],
    ['(5) server RSS', `${fixed(uploads.rssBeforeMb)} -> peak ${fixed(uploads.rssPeakMb)} MB (target < 150)`],
  ]);
  if (http.non2xx || http.errors) console.warn(`warning: stage 2 saw status codes ${JSON.stringify(http.statusCodes)}`);
} finally {
  rmSync(logDir, { recursive: true, force: true });
  await deleteRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
  await database.drop();
}
process.exit(0);
