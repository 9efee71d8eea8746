import { spawn, type ChildProcess } from 'node:child_process';
import { lineWriter, log, logError, type Source } from './log';

export interface WatchedProcess {
  name: Source;
  stop: (graceMs?: number) => Promise<void>;
  killNow: () => void;
}

/**
 * Runs a long-lived child in its own process group: a terminal Ctrl-C reaches only the launcher,
 * which stops the children before the services they depend on, and a signal to the group also
 * reaches the process that `tsx watch` runs underneath.
 */
export function startWatched(
  name: Source,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onUnexpectedExit: (name: Source, code: number | null, signal: NodeJS.Signals | null) => void,
): WatchedProcess {
  const child: ChildProcess = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  child.stdout?.on('data', lineWriter(name, log));
  child.stderr?.on('data', lineWriter(name, logError));
  child.once('error', (error) => logError(name, `could not start: ${error.message}`));
  child.once('exit', (code, signal) => {
    if (!stopping) onUnexpectedExit(name, code, signal);
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };

  const groupAlive = () => {
    if (child.pid === undefined) return false;
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  return {
    name,
    stop: async (graceMs = 10_000) => {
      stopping = true;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => {
        logError(name, `did not stop within ${graceMs / 1000} s; killing it`);
        signalGroup('SIGKILL');
      }, graceMs);
      await exited;
      // tsx watch can exit before the app under it has finished its own graceful shutdown.
      while (groupAlive()) await new Promise((resolve) => setTimeout(resolve, 100));
      clearTimeout(timer);
    },
    killNow: () => {
      stopping = true;
      signalGroup('SIGKILL');
    },
  };
}
