import { randomBytes } from 'node:crypto';
import { containerRuntimeAvailable } from './container-runtime';
import { acquirePostgres, type PostgresServer, type ServiceSource } from './postgres-server';
import { acquireRedis, type RedisServer } from './redis-server';
import { deleteRedisKeys } from './redis-keys';
import { createTestDatabases } from './test-database';

export interface TestServices {
  runId: string;
  /** A freshly created and migrated database that belongs to this run only. */
  databaseUrl: string;
  /** A maintenance database on the same server, for creating more databases. */
  adminDatabaseUrl: string;
  /** Migrated template for isolated per-file copies (see tests/support/test-db.ts). */
  databaseTemplate: string;
  redisUrl: string;
  /** Key prefix for BullMQ queues and rate-limit keys of this run (REDIS_PREFIX). */
  redisPrefix: string;
  sources: { postgres: ServiceSource; redis: ServiceSource };
  /** Drops the database, deletes the run's Redis keys and stops any server started here. */
  stop(): Promise<void>;
}

/** Services for one test run, by the order of docs/architecture.md: env, then Testcontainers, then embedded. */
export async function startTestServices(): Promise<TestServices> {
  const runId = randomBytes(5).toString('hex');
  const needsServer = !process.env.DATABASE_URL || !process.env.REDIS_URL;
  const useContainers = needsServer && (await containerRuntimeAvailable());

  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    const errors: unknown[] = [];
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => errors.push(error));
    if (errors.length > 0) throw new AggregateError(errors, 'Stopping test services failed');
  };

  try {
    const [postgres, redis] = await Promise.all([
      acquirePostgres({ runId, useContainers }).then((server: PostgresServer) => {
        stops.push(server.stop);
        return server;
      }),
      acquireRedis({ useContainers }).then((server: RedisServer) => {
        stops.push(server.stop);
        return server;
      }),
    ]);

    const databases = await createTestDatabases(postgres.adminUrl, runId);
    stops.push(databases.dropAll);

    const redisPrefix = `academy-test-${runId}`;
    stops.push(async () => {
      await deleteRedisKeys(redis.url, redisPrefix);
    });

    return {
      runId,
      databaseUrl: databases.url,
      adminDatabaseUrl: postgres.adminUrl,
      databaseTemplate: databases.templateName,
      redisUrl: redis.url,
      redisPrefix,
      sources: { postgres: postgres.source, redis: redis.source },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }
}
