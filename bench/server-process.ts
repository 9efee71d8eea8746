import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A production build process (`node dist/server/main.js` or the worker) the bench measures from outside. */
export interface BenchProcess {
  pid: number;
  child: ChildProcess;
  /** CPU time of the process and its children (cluster workers) so far, in ms. */
  cpuMs(): number;
  /** Peak resident memory of each process in the tree so far (VmHWM), in MB. */
  peakRssMb(): number[];
  /** Resident memory of each process in the tree now (VmRSS), in MB. */
  rssMb(): number[];
  /**
   * Starts a window over the process tree's memory; `end()` gives the highest resident memory
   * of any of its processes within the window, in MB: the kernel's peak (VmHWM) reset at the
   * start where Linux allows it, and VmRSS sampled every 10 ms in any case.
   */
  watchRss(): { end(): number };
  stop(): Promise<void>;
}

/** `NAME=value NAME=value` as an environment. */
export function parseEnv(words: string): Record<string, string> {
  return Object.fromEntries(
    words
      .split(' ')
      .filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
}

/**
 * How `npm start` (package.json) runs the server: the variables set before `node` and node's
 * flags, so the bench measures what production runs.
 */
export function startCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [before = '', after = ''] = start.split(/(?:^| )node /);
  return { env: parseEnv(before), nodeArgs: after.split(' ').filter((word) => word.startsWith('--')) };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The Node flags of `npm run worker` (package.json), which the bench runs the worker with. */
export function workerScriptFlags(): string {
  const worker = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { worker: string } }).scripts.worker;
  return worker
    .split(' ')
    .filter((word) => word.startsWith('--'))
    .join(' ');
}

export function requireBuild(): void {
  for (const file of ['dist/server/main.js', 'dist/worker/main.js']) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`npm run build\` first (the bench measures the production build)`);
  }
}

/** Starts `node [nodeArgs] script` with `env`, its output appended to `logFile`. */
export function startBenchProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  nodeArgs: string[] = [],
): BenchProcess {
  const out = openSync(logFile, 'a');
  // BENCH_SERVER_NODE runs the measured processes on another Node binary, to compare runtimes in one run.
  const node = process.env.BENCH_SERVER_NODE ?? process.execPath;
  const child = spawn(node, [...nodeArgs, path.resolve(script)], { env, stdio: ['ignore', out, out] });
  const pid = child.pid!;
  return {
    pid,
    child,
    cpuMs: () => tree(pid).reduce((sum, p) => sum + cpuTicks(p), 0) * (1000 / TICKS_PER_SECOND),
    peakRssMb: () => tree(pid).map((p) => peakRss(p)),
    rssMb: () => tree(pid).map((p) => currentRss(p)),
    watchRss() {
      const pids = tree(pid);
      const resetPeaks = pids.map(resetPeakRss);
      let sampledMb = Math.max(...pids.map(currentRss));
      const sampler = setInterval(() => {
        sampledMb = Math.max(sampledMb, ...pids.map(currentRss));
      }, 10);
      return {
        end() {
          clearInterval(sampler);
          const peaks = pids.map((p, i) => (resetPeaks[i] ? peakRss(p) : 0));
          return Math.max(sampledMb, ...pids.map(currentRss), ...peaks);
        },
      };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The process and its descendants (a cluster primary's workers), from /proc. */
function tree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(statFields(Number(entry))[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const result = [root];
  for (let i = 0; i < result.length; i += 1) {
    for (const [pid, ppid] of parents) if (ppid === result[i]) result.push(pid);
  }
  return result;
}

/** /proc/PID/stat after the command name: state, ppid, ... (utime and stime are fields 14 and 15). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function cpuTicks(pid: number): number {
  try {
    const fields = statFields(pid);
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const peakRss = (pid: number) => statusMb(pid, 'VmHWM');
const currentRss = (pid: number) => statusMb(pid, 'VmRSS');

/** Sets the process's VmHWM back to its present RSS (Linux 4.0+, for a process of the same user). */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Waits until GET url answers 200, or fails after `timeoutMs`. */
export async function waitForHealthy(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}
