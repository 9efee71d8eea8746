import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { APPLICATION_ROLE } from '../../db/application-role';
import { createDb, type Db } from '../../db/client';
import { onAdminConnection, withDatabase } from '../support/services/test-database';

/**
 * The operating interface's `npm run db:migrate` with DATABASE_URL alone, naming the owner of the
 * tables (a deployment that never set MIGRATION_DATABASE_URL): it migrates, and the applications,
 * which act as academy_app on every connection, still cannot change the audit log
 * (docs/decisions/103-database-roles.md).
 */
const run = promisify(execFile);
const suffix = randomBytes(4).toString('hex');
const owner = `academy_owner_${suffix}`;
const database = `academy_single_${suffix}`;
const adminUrl = inject('adminDatabaseUrl');
let ownerUrl: string;
let appDb: Db;

beforeAll(async () => {
  await onAdminConnection(adminUrl, async (client) => {
    await client.query(`create role "${owner}" login createrole password 'owner'`);
    await client.query(`create database "${database}" owner "${owner}"`);
  });
  const url = new URL(withDatabase(adminUrl, database));
  url.username = owner;
  url.password = 'owner';
  ownerUrl = url.toString();
  appDb = createDb({ connectionString: ownerUrl, actAs: APPLICATION_ROLE, max: 1 });
});
afterAll(async () => {
  await appDb?.destroy();
  await onAdminConnection(adminUrl, async (client) => {
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.query(`drop role if exists "${owner}"`);
  });
});

it('migrates with DATABASE_URL alone, and the application acting through it cannot change the audit log', async () => {
  const { MIGRATION_DATABASE_URL: _unset, ...env } = process.env;
  const migrated = await run(process.execPath, ['--import', 'tsx', 'db/migrate-cli.ts'], {
    env: { ...env, DATABASE_URL: ownerUrl },
  });
  expect(migrated.stdout).toContain('applied: 2026_11_25_0011_application_role');
  expect(migrated.stdout).toContain(`act as ${APPLICATION_ROLE} on every connection`);

  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(appDb);
  expect(rows[0]!.role).toBe(APPLICATION_ROLE);
  await appDb.insertInto('audit_log').values({ actor_label: 'system', action: 'auth.signed_in' }).execute();
  await expect(sql`delete from audit_log`.execute(appDb)).rejects.toThrow('permission denied for table audit_log');
  await expect(sql`alter table audit_log disable trigger audit_log_append_only`.execute(appDb)).rejects.toThrow(
    /must be owner of (table|relation) audit_log/,
  );
  await expect(sql`select audit_log_delete_expired(30, 500)`.execute(appDb)).rejects.toThrow(
    'audit entries are kept at least 365 days',
  );
}, 60_000);
