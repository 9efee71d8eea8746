import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface AppProcess {
  name: string;
  logFile: string;
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

/** Polls `${baseUrl}/healthz` until it answers 200; on timeout the error carries the log's tail. */
export async function waitForHealthy(baseUrl: string, server: AppProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && !server.hasExited()) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = (await readFile(server.logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
  const why = server.hasExited() ? 'the process exited' : `not healthy within ${timeoutMs} ms (${last})`;
  throw new Error(`${server.name} at ${baseUrl}: ${why}. Log tail:\n${tail}`);
}
