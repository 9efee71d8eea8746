import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

const RESTART_DELAY_MS = 1_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * WEB_CONCURRENCY > 1: this process only forks and supervises `count` server processes that
 * share the port (node:cluster hands connections to them), restarts one that dies, and on
 * SIGTERM/SIGINT stops them all gracefully before exiting (decision 075).
 */
export function runClusterPrimary(count: number, logger: Logger): void {
  let stopping = false;
  const fork = () => cluster.fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    logger.error({ workerPid: worker.process.pid, code, signal }, 'server process exited; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  for (let i = 0; i < count; i += 1) fork();
  logger.info({ processes: count }, 'cluster primary started');

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping server processes');
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      const forced = setTimeout(() => {
        for (const worker of workers) worker.process.kill('SIGKILL');
        process.exit(1);
      }, STOP_TIMEOUT_MS).unref();
      let running = workers.length;
      if (running === 0) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', () => {
          running -= 1;
          if (running === 0) {
            clearTimeout(forced);
            process.exit(0);
          }
        });
        // Each server process closes its listener, connections and pools (server/main.ts).
        worker.process.kill('SIGTERM');
      }
    });
  }
}
