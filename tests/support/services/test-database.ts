import pg from 'pg';
import { createDb } from '../../../db/client';
import { migrateToLatest } from '../../../db/migrate';

export interface TestDatabases {
  /** The run's shared, migrated database. */
  url: string;
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
    url: withDatabase(adminUrl, prefix),
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
