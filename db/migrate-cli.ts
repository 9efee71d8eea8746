import { sql } from 'kysely';
import { APPLICATION_ROLE, grantApplicationRole } from './application-role';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { migrationEnvSchema } from './migration-env';

// The owner migrates; DATABASE_URL is the role the server, worker and CLIs connect as
// (docs/decisions/103-database-roles.md). With no MIGRATION_DATABASE_URL, DATABASE_URL is both:
// it migrates, and the applications still act as academy_app on every connection (db/client.ts).
// An empty variable counts as unset, as in the server's and the worker's environment.
const env = migrationEnvSchema.safeParse(
  Object.fromEntries(Object.entries(process.env).map(([name, value]) => [name, value || undefined])),
);
if (!env.success) {
  console.error(
    'DATABASE_URL must be set to a postgres:// connection string (and MIGRATION_DATABASE_URL to the owner role, if it is another).',
  );
  process.exit(1);
}
const { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl } = env.data;

const db = createDb({ connectionString: ownerUrl ?? appUrl, max: 1 });
try {
  const results = await migrateToLatest(db);
  if (results.length === 0) console.log('Database is up to date.');
  for (const r of results) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  if (ownerUrl) {
    await grantApplicationRole(db, appUrl);
  } else {
    // The owner may act as academy_app (SET ROLE) only as its member; a superuser already may.
    const { rows } = await sql<{
      superuser: boolean;
    }>`select rolsuper as superuser from pg_roles where rolname = current_user`.execute(db);
    if (!rows[0]?.superuser) await sql`grant ${sql.id(APPLICATION_ROLE)} to current_user`.execute(db);
    console.log(
      `DATABASE_URL owns the tables: the server, worker and CLIs act as ${APPLICATION_ROLE} on every connection. ` +
        'For a separate login role, set MIGRATION_DATABASE_URL to the owner (docs/operating-interface.md, "Database roles").',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
