import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';

export interface BenchDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

/** A fresh, migrated database beside the one `baseUrl` names, so a run never touches real data. */
export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const name = `academy_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(baseUrl);
  adminUrl.pathname = '/postgres';
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;

  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }

  const db = createDb({ connectionString: url.toString(), max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }

  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Empties what one stage wrote, so the next stage's worker does not inherit its backlog. */
export async function truncateSubmissions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE contact_submissions, email_outbox');
  } finally {
    await client.end();
  }
}
