/**
 * `npm run bench:web`: Lighthouse (mobile, its default) against the production build served
 * by `npm start`, for the pages that matter most. Needs Chromium (CHROME_PATH, else
 * /usr/bin/chromium) and lighthouse 12 (installed, or fetched once by npx). Paths given after
 * `--` replace the list: `npm run bench:web -- /ar /ar/apply`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickPort } from '../infra/dev/ports';
import { createBenchDatabase } from './bench-database';
import { printTable } from './stats';

// The Arabic pages keep the English ones' budgets.
const DEFAULT_PAGES = [
  '/',
  '/courses/a-level',
  '/apply',
  '/international-fees',
  '/ar',
  '/ar/courses/a-level',
  '/ar/apply',
  '/visit',
  '/ar/visit',
];
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PAGES;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function fail(message: string): never {
  console.error(`bench:web: ${message}`);
  process.exit(2);
}

function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: rootDir,
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: chromePath },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error((stderr || error.message).trim().split('\n').slice(-3).join(' '))) : resolve(stdout),
    );
  });
}

/** The installed lighthouse when there is one, else lighthouse 12 through npx. */
async function findLighthouse(): Promise<string[]> {
  const local = path.join(rootDir, 'node_modules', '.bin', 'lighthouse');
  if (existsSync(local)) return [local];
  const viaNpx = ['npx', '--yes', 'lighthouse@12'];
  try {
    await run(viaNpx[0]!, [...viaNpx.slice(1), '--version'], 300_000);
    return viaNpx;
  } catch (error) {
    fail(
      `lighthouse could not be installed (npx --yes lighthouse@12: ${error instanceof Error ? error.message : String(error)}). ` +
        'Install it with `npm install -g lighthouse@12` or run where the npm registry is reachable.',
    );
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`npm start exited with code ${child.exitCode}; see its output above`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  fail(`${url} did not answer 200 within 30 s`);
}

if (!existsSync(chromePath))
  fail(`no Chromium at ${chromePath}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH`);
if (!existsSync(path.join(rootDir, 'dist/web/index.html')) || !existsSync(path.join(rootDir, 'dist/server/main.js'))) {
  fail('no production build: run `npm run build` first');
}
const lighthouse = await findLighthouse();

const database = await createBenchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const port = await pickPort(3100);
const baseUrl = `http://localhost:${port}`;
const server = spawn('npm', ['start'], {
  cwd: rootDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    UPLOAD_SCAN: 'off',
    TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 'bench').toString('base64'),
    AUDIT_HMAC_KEY: Buffer.alloc(32, 'bench-audit').toString('base64'),
    PORT: String(port),
    APP_URL: baseUrl,
    SERVE_WEB: 'dist',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-web-${port}`,
    LOG_LEVEL: 'warn',
  },
  detached: true,
});

const rows: Array<[string, string]> = [['page', 'perf / a11y / best practices / SEO · LCP · CLS']];
/**
 * One page's report. A run that fails to record its trace (NO_NAVSTART, now and then on the
 * first page) is tried once more, as Lighthouse's message advises.
 */
async function lighthouseJson(url: string): Promise<string> {
  const attempt = () =>
    run(
      lighthouse[0]!,
      [
        ...lighthouse.slice(1),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        // Root (CI, containers) cannot use Chromium's sandbox.
        '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
      ],
      180_000,
    );
  try {
    return await attempt();
  } catch (error) {
    console.log(`  again, after: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return attempt();
  }
}

let failures = 0;
try {
  await waitForHealth(`${baseUrl}/healthz`, server);
  const resultsDir = path.join(rootDir, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  for (const page of PAGES) {
    console.log(`lighthouse ${page}…`);
    try {
      const stdout = await lighthouseJson(`${baseUrl}${page}`);
      const report = JSON.parse(stdout) as LighthouseReport;
      await writeFile(
        path.join(resultsDir, `lighthouse${page === '/' ? '-home' : page.replaceAll('/', '-')}.json`),
        stdout,
      );
      const score = (id: string) => String(Math.round((report.categories[id]?.score ?? 0) * 100));
      const lcp = report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      rows.push([
        page,
        `${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')} · ${(lcp / 1000).toFixed(2)} s · ${cls.toFixed(3)}`,
      ]);
    } catch (error) {
      failures += 1;
      rows.push([page, `failed: ${error instanceof Error ? error.message : String(error)}`]);
    }
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.drop();
}
printTable(rows);
console.log('JSON reports: bench/results/');
process.exit(failures ? 1 : 0);
