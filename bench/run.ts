/**
 * `npm run bench`: what the whole submission path costs next to the database alone, and how
 * long e-mails take. Uses real PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the usual
 * 127.0.0.1 ports) in a throw-away database and Redis key prefix. Figures: docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { loadServerConfig } from '../server/config/env';
import { startServer } from '../server/start-server';
import { createBenchDatabase, truncateSubmissions } from './bench-database';
import { measureEmailLatency } from './email-latency';
import { loadContactMutation } from './http-submissions';
import { measureRawInserts } from './raw-inserts';
import { deleteRedisPrefix } from './redis-keys';
import { printTable } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const EMAIL_SUBMISSIONS = Number(process.env.BENCH_EMAIL_SUBMISSIONS ?? 500);
const ORIGIN = 'http://localhost:3000';

const baseDatabaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
const fixed = (value: number, digits = 0) => value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const database = await createBenchDatabase(baseDatabaseUrl);
const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(`bench database ${database.name}, Redis prefix ${redisPrefix}`);
// Other work on the machine moves every figure; the load average says how much there was.
console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load}, Node ${process.version}`);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
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

try {
  console.log(`1/3 raw INSERTs, 4 clients, ${SECONDS} s…`);
  const raw = await measureRawInserts(database.url, 4, SECONDS * 1000);
  await truncateSubmissions(database.url);

  console.log(`2/3 POST /trpc/submissions.contact, ${CONNECTIONS} connections, ${SECONDS} s…`);
  let server = await startServer(loadServerConfig(env));
  // autocannon runs in another process, so this process's CPU time is the server's own: a cost
  // per request that other load on the machine moves far less than it moves req/s.
  const cpuBefore = process.cpuUsage();
  const http = await loadContactMutation(server.url, ORIGIN, CONNECTIONS, SECONDS);
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, http.total);
  // The last responses leave before their enqueue finishes; let those land before closing Redis.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await server.close();
  // Stage 2 leaves thousands of queued e-mails that no worker took; stage 3 starts clean.
  await truncateSubmissions(database.url);
  await deleteRedisPrefix(redisUrl, redisPrefix);

  console.log(`3/3 ${EMAIL_SUBMISSIONS} submissions to two e-mails each through the worker…`);
  server = await startServer(loadServerConfig(env));
  const mail = await measureEmailLatency({
    baseUrl: server.url,
    origin: ORIGIN,
    env,
    admissionsEmail: loadServerConfig(env).ADMISSIONS_EMAIL,
    submissions: EMAIL_SUBMISSIONS,
    parallel: 10,
  });
  await server.close();

  const ratio = http.perSecond / raw.perSecond;
  printTable([
    ['(1) raw INSERT, 4 clients', `${fixed(raw.perSecond)} rows/s`],
    [`(2) contact mutation, ${CONNECTIONS} conns`, `${fixed(http.perSecond)} req/s`],
    ['(2) latency p50 / p99', `${fixed(http.p50Ms)} ms / ${fixed(http.p99Ms)} ms`],
    ['(2) non-2xx / errors', `${http.non2xx} / ${http.errors}`],
    ['(2) server CPU per request', `${fixed(serverCpuMsPerRequest, 2)} ms`],
    ['ratio (2)/(1)', `${fixed(ratio, 2)} (target >= 0.35)`],
    [`(3) submission -> both e-mails, n=${mail.submissions}`, `p50 ${fixed(mail.p50Ms)} ms, p95 ${fixed(mail.p95Ms)} ms (target < 2000)`],
    ['(3) slowest', `${fixed(mail.maxMs)} ms`],
    [`(3) worker e-mails/s, concurrency ${mail.concurrency}`, `${fixed(mail.emailsPerSecond)} (${mail.emails} e-mails)`],
  ]);
  if (http.non2xx || http.errors) console.warn(`warning: stage 2 saw status codes ${JSON.stringify(http.statusCodes)}`);
} finally {
  await deleteRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
  await database.drop();
}
process.exit(0);
