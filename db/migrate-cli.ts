import { createDb } from './client';
import { migrateToLatest } from './migrate';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error('DATABASE_URL is not set: it must name the PostgreSQL database to migrate.');
  process.exit(1);
}

const db = createDb({ connectionString, max: 1 });
try {
  const results = await migrateToLatest(db);
  if (results.length === 0) console.log('Database is up to date.');
  for (const r of results) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
