import { grantApplicationRole } from './application-role';
import { createDb } from './client';
import { migrateToLatest } from './migrate';

// The owner migrates; DATABASE_URL is the role the server, worker and CLIs connect as
// (docs/decisions/103-database-roles.md).
const ownerUrl = process.env.MIGRATION_DATABASE_URL;
const appUrl = process.env.DATABASE_URL;
if (!ownerUrl || !appUrl) {
  console.error(
    'MIGRATION_DATABASE_URL (the owner role that migrates) and DATABASE_URL (the role the application connects as) must both be set.',
  );
  process.exit(1);
}

const db = createDb({ connectionString: ownerUrl, max: 1 });
try {
  const results = await migrateToLatest(db);
  if (results.length === 0) console.log('Database is up to date.');
  for (const r of results) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  await grantApplicationRole(db, appUrl);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
