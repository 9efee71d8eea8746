import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../support/services/free-port';
import { uniqueRedisPrefix } from '../support/test-db';

/** The server processes a cluster primary forked (same script; not tsx's esbuild helper), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const isChild = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      if (isChild && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server/main.ts'))
        children.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return children;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One health check that gives up after 2 s: a connection the primary handed to a process just
 * killed is never answered, and fetch alone would wait minutes for it.
 */
const healthz = (port: number) => fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });

let primary: ChildProcess | undefined;
afterAll(() => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
});

describe('WEB_CONCURRENCY', () => {
  it('runs N server processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: inject('databaseUrl'),
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: uniqueRedisPrefix('cluster'),
        SERVE_WEB: 'none',
        LOG_LEVEL: 'silent',
        WEB_CONCURRENCY: '2',
      },
      stdio: 'ignore',
    });
    const pid = primary.pid!;
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));

    await vi.waitFor(
      async () => {
        expect(childrenOf(pid)).toHaveLength(2);
        expect((await healthz(port)).status).toBe(200);
      },
      // Three tsx processes start from cold; on the gate's loaded machine that took over 30 s.
      { timeout: 90_000, interval: 200 },
    );
    const [first, second] = childrenOf(pid);

    // A server process that dies is replaced, and the port keeps answering meanwhile.
    process.kill(first!, 'SIGKILL');
    await vi.waitFor(async () => expect((await healthz(port)).status).toBe(200), { timeout: 10_000, interval: 100 });
    await vi.waitFor(
      () => {
        const now = childrenOf(pid);
        expect(now).toHaveLength(2);
        expect(now).toContain(second);
        expect(now).not.toContain(first);
      },
      { timeout: 60_000, interval: 200 },
    );
    const current = childrenOf(pid);

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const child of current) expect(alive(child)).toBe(false);
    await expect(healthz(port)).rejects.toThrow();
  }, 180_000);
});
