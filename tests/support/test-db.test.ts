import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { createIsolatedDatabase, testDb, uniqueRedisPrefix } from './test-db';

describe('test services', () => {
  it('hands out a migrated database', async () => {
    const { rows } = await sql<{ count: string }>`select count(*) as count from email_outbox`.execute(testDb());
    expect(rows).toHaveLength(1);
  });

  it('copies the template into isolated databases, several at once', async () => {
    const copies = await Promise.all([createIsolatedDatabase(), createIsolatedDatabase()]);
    try {
      expect(new Set(copies.map((copy) => copy.url)).size).toBe(2);
      for (const copy of copies) {
        const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(copy.db);
        expect(rows[0]?.name).toMatch(/^academy_test_/);
        await sql`select 1 from contact_submissions limit 1`.execute(copy.db);
      }
    } finally {
      await Promise.all(copies.map((copy) => copy.drop()));
    }
  });

  it('gives every file a Redis prefix inside the run prefix', async () => {
    const prefix = uniqueRedisPrefix();
    expect(prefix.startsWith(inject('redisPrefix'))).toBe(true);
    const redis = new Redis(inject('redisUrl'));
    try {
      // Left behind on purpose: the global teardown deletes the run's keys.
      await redis.set(`${prefix}:probe`, '1');
      expect(await redis.get(`${prefix}:probe`)).toBe('1');
    } finally {
      redis.disconnect();
    }
  });
});
