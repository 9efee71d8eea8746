import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { asApplicationRole, onAdminConnection, withDatabase } from './services/test-database';

// Integration files run in parallel against one database: create unique data per test
// (uniqueEmail, the factories in factories.ts) instead of truncating tables another file is using.

let shared: Db | undefined;

/**
 * A Kysely on the run's shared, migrated database; one pool per test file, closed after the
 * file. Call it at the top of a file or in a hook.
 */
export function testDb(): Db {
  if (!shared) {
    const db = createDb({ connectionString: inject('databaseUrl'), max: 4 });
    shared = db;
    afterAll(async () => {
      shared = undefined;
      await db.destroy();
    });
  }
  return shared;
}

export interface IsolatedDatabase {
  /** As the application role, like DATABASE_URL. */
  url: string;
  db: Db;
  /** As the owner, like MIGRATION_DATABASE_URL: for tests of migrations. */
  ownerUrl: string;
  drop(): Promise<void>;
}

/**
 * A migrated database of this file's own (a copy of the run's template, ~100 ms). Use it when
 * the code under test scans whole tables, e.g. a worker whose outbox relay would otherwise pick
 * up the rows of files running in parallel. Dropped by `drop()` or, at the latest, at teardown.
 */
export async function createIsolatedDatabase(): Promise<IsolatedDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('databaseTemplate').replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  await onAdminConnection(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('databaseTemplate')}"`),
  );
  const ownerUrl = withDatabase(adminUrl, name);
  const url = asApplicationRole(ownerUrl);
  const db = createDb({ connectionString: url, max: 4 });
  return {
    url,
    db,
    ownerUrl,
    async drop() {
      await db.destroy();
      await onAdminConnection(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A REDIS_PREFIX of this run that no other file shares (so workers never take each other's jobs). */
export function uniqueRedisPrefix(label = 'file'): string {
  return `${inject('redisPrefix')}-${label}-${randomBytes(4).toString('hex')}`;
}
