import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster-primary';
import { ConfigError, loadServerConfig, type ServerConfig } from './config/env';
import { createLogger, type Logger } from './logger';
import { startServer } from './start-server';

let config: ServerConfig;
try {
  config = loadServerConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  runClusterPrimary(config.WEB_CONCURRENCY, logger);
} else {
  await serve(config, logger);
}

/** One server process: the whole app on PORT (shared with its siblings under a cluster primary). */
async function serve(config: ServerConfig, logger: Logger): Promise<void> {
  const running = await startServer(config, { logger }).catch((error: unknown) => {
    logger.fatal({ err: error }, `server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  logger.info({ url: config.APP_URL, port: config.PORT, node: process.versions.node }, 'server listening');

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const forced = setTimeout(() => process.exit(1), 10_000).unref();
      await running.close();
      clearTimeout(forced);
      process.exit(0);
    });
  }
}
