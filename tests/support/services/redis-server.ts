import { existsSync } from 'node:fs';
import type { ServiceSource } from './postgres-server';

export interface RedisServer {
  url: string;
  source: ServiceSource;
  stop(): Promise<void>;
}

/** REDIS_URL when set, else a Testcontainers Redis when Docker answers, else a local redis-server. */
export async function acquireRedis({ useContainers }: { useContainers: boolean }): Promise<RedisServer> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) return { url: fromEnv, source: 'env', stop: async () => {} };

  if (useContainers) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return {
      url: container.getConnectionUrl(),
      source: 'testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  }

  const { RedisMemoryServer } = await import('redis-memory-server');
  // It does not search PATH and would try to download Redis offline (docs/stack-notes.md).
  const systemBinary = process.env.REDISMS_SYSTEM_BINARY ?? '/usr/bin/redis-server';
  const server = await RedisMemoryServer.create(existsSync(systemBinary) ? { binary: { systemBinary } } : {});
  const url = `redis://${await server.getHost()}:${await server.getPort()}`;
  return {
    url,
    source: 'embedded',
    stop: async () => {
      await server.stop();
    },
  };
}
