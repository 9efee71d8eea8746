import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../services/free-port';

export interface AppProcess {
  name: string;
  logFile: string;
  pid: number | undefined;
  hasExited(): boolean;
  stop(): Promise<void>;
}

const LOG_DIR = path.resolve('.data', 'e2e-logs');

/** Runs a production bundle (`dist/<tier>/main.js`) as a child process, its output in a log file. */
export async function startAppProcess(name: string, script: string, env: Record<string, string>): Promise<AppProcess> {
  await mkdir(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return {
    name,
    logFile,
    pid: child.pid,
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Whether process `pid` holds a listening TCP socket on `port`, from Linux's /proc; assumed
 * where there is no /proc/net/tcp. The port was free when chosen, but another process on the
 * machine (the integration suite starts servers on port 0) can take it before the app binds it;
 * the app then exits with EADDRINUSE while the other one answers /healthz.
 */
async function listensOn(pid: number | undefined, port: number): Promise<boolean> {
  if (pid === undefined || !existsSync('/proc/net/tcp')) return true;
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const LISTEN = '0A';
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(portHex) && state === LISTEN && inode) inodes.add(inode);
    }
  }
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  for (const fd of fds) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    if (inodes.has(target.replace(/^socket:\[(\d+)\]$/, '$1'))) return true;
  }
  return false;
}

/**
 * Polls `${baseUrl}/healthz` until this process answers it with 200 (an answer from another
 * process on the port does not count); on timeout or exit the error carries the log's tail.
 */
export async function waitForHealthy(baseUrl: string, server: AppProcess, timeoutMs = 30_000): Promise<void> {
  const port = Number(new URL(baseUrl).port);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && !server.hasExited()) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok && (await listensOn(server.pid, port))) return;
      last = response.ok ? `another process answers on port ${port}` : `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = (await readFile(server.logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
  const why = server.hasExited() ? 'the process exited' : `not healthy within ${timeoutMs} ms (${last})`;
  throw new ServerNotHealthyError(
    `${server.name} at ${baseUrl}: ${why}. Log tail:\n${tail}`,
    tail.includes('EADDRINUSE'),
  );
}

class ServerNotHealthyError extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

/**
 * Starts a server bundle on a free port and waits until it answers there, choosing another
 * port when something else took the chosen one first (up to three tries). `env` gets the
 * port and its base URL.
 */
export async function startServerOnFreePort(
  name: string,
  script: string,
  env: (port: number, baseUrl: string) => Record<string, string>,
  firstPort?: number,
): Promise<{ server: AppProcess; baseUrl: string; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = attempt === 1 && firstPort !== undefined ? firstPort : await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await startAppProcess(name, script, env(port, baseUrl));
    try {
      await waitForHealthy(baseUrl, server);
      return { server, baseUrl, port };
    } catch (error) {
      await server.stop();
      if (!(error instanceof ServerNotHealthyError && error.portTaken) || attempt === 3) throw error;
    }
  }
}
