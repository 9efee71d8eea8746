import pg from 'pg';
import { grantApplicationRole } from '../../../db/application-role';
import { createDb } from '../../../db/client';
import { migrateToLatest } from '../../../db/migrate';
import { seedStandingIntakes } from '../standing-intakes';

/**
 * The login role tests connect as, like the server, worker and CLIs do in production: a member
 * of academy_app, never the owner (docs/decisions/103-database-roles.md).
 */
const TEST_APP_ROLE = { user: 'academy_test_app', password: 'academy_test_app' };

export interface TestDatabases {
  /** The run's shared, migrated database, as the application role. */
  url: string;
  /** The same database as the owner (the server's admin), for tests of migrations. */
  ownerUrl: string;
  /** A migrated database nobody connects to, for `CREATE DATABASE ... TEMPLATE` copies. */
  templateName: string;
  /** Drops every database of this run (the shared one, the template and any copies). */
  dropAll(): Promise<void>;
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** `url` (the owner's) with the application role's user and password instead. */
export function asApplicationRole(url: string): string {
  const parsed = new URL(url);
  parsed.username = TEST_APP_ROLE.user;
  parsed.password = TEST_APP_ROLE.password;
  return parsed.toString();
}

export async function onAdminConnection<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrate(url: string): Promise<void> {
  const db = createDb({ connectionString: url, max: 1 });
  try {
    await migrateToLatest(db);
    await seedStandingIntakes(db);
    await grantApplicationRole(db, asApplicationRole(url));
  } finally {
    await db.destroy();
  }
}

/** Database names of a run all start with `academy_test_<runId>` so teardown can find every one. */
export async function createTestDatabases(adminUrl: string, runId: string): Promise<TestDatabases> {
  const prefix = `academy_test_${runId}`;
  const templateName = `${prefix}_template`;
  await onAdminConnection(adminUrl, (client) => client.query(`CREATE DATABASE "${templateName}"`));
  await migrate(withDatabase(adminUrl, templateName));
  await onAdminConnection(adminUrl, (client) => client.query(`CREATE DATABASE "${prefix}" TEMPLATE "${templateName}"`));

  return {
    url: asApplicationRole(withDatabase(adminUrl, prefix)),
    ownerUrl: withDatabase(adminUrl, prefix),
    templateName,
    dropAll: () =>
      onAdminConnection(adminUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE $1`,
          [`${prefix}%`],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }),
  };
}
