import { Redis } from 'ioredis';

/** Deletes every key under `prefix:` (queue, rate-limit counters) that a stage left behind. */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
