import { loadWorkerConfig, WorkerConfigError } from './config/env';
import { createWorkerLogger } from './logger';
import { startWorker } from './start-worker';

let config;
try {
  config = loadWorkerConfig();
} catch (error) {
  if (error instanceof WorkerConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createWorkerLogger(config.LOG_LEVEL);
const running = await startWorker(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, `worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
logger.info({ concurrency: config.WORKER_CONCURRENCY, node: process.versions.node }, 'worker started');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing the job in hand, then stopping');
    const forced = setTimeout(() => process.exit(1), 30_000).unref();
    await running.close();
    clearTimeout(forced);
    process.exit(0);
  });
}
