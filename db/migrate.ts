import { Migrator, type MigrationResult } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations/all';

/** Applies every pending migration; safe to run on every deploy and from several processes. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // A migration that landed after a later-named one had run somewhere still runs there (decision 146).
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
  return results;
}
