import { loadWorkerConfig, WorkerConfigError } from './config/env';
import { createWorkerLogger } from './logger';
import { startWorker, type RunningWorker } from './start-worker';
import { handleStrayErrors } from './stray-errors';
import { loadSiteRenderer } from './site/site-renderer';

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
// Set once started: a fatal error may stop the process before then.
let running: RunningWorker | undefined = undefined;
let stopping = false;

/** Finishes the job in hand, lets go of every connection, and exits with `code`. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const forced = setTimeout(() => process.exit(1), 30_000).unref();
  try {
    await running?.close();
  } catch (error) {
    logger.error({ err: error }, 'the worker did not stop cleanly');
  }
  clearTimeout(forced);
  process.exit(code);
}

handleStrayErrors(logger, { onFatal: () => void stop(1) });
// The build's page renderer, for publishing (decision 129); without a build nothing is regenerated.
const siteRenderer = await loadSiteRenderer();
if (!siteRenderer) logger.warn('no build in dist/prerender: published content is not rendered until one is made');
running = await startWorker(config, logger, { siteRenderer }).catch((error: unknown) => {
  logger.fatal({ err: error }, `worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
logger.info({ concurrency: config.WORKER_CONCURRENCY, node: process.versions.node }, 'worker started');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    logger.info({ signal }, 'finishing the job in hand, then stopping');
    void stop(0);
  });
}
