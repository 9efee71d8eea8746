import { Migrator, type MigrationResult } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations/all';

/** Applies every pending migration; safe to run on every deploy and from several processes. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
  return results;
}
