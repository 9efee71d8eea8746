import { sql } from 'kysely';
import type { Db } from './client';

/** The group role the migrations grant the application's privileges to (migration 0011). */
export const APPLICATION_ROLE = 'academy_app';

/** The user name and password a postgres:// URL connects with. */
export function connectionRole(url: string): { user: string; password: string } {
  const parsed = new URL(url);
  return { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

/**
 * Makes the login role of `appUrl` (DATABASE_URL) a member of academy_app, creating it with the
 * URL's password when it does not exist yet. Run as the owner, after migrating
 * (docs/decisions/103-database-roles.md). Refuses a URL that names the owner itself: the
 * application must never own what it may not change.
 */
export async function grantApplicationRole(ownerDb: Db, appUrl: string): Promise<void> {
  const { user, password } = connectionRole(appUrl);
  const { rows } = await sql<{
    owner: string;
  }>`select tableowner as owner from pg_tables where tablename = 'audit_log'`.execute(ownerDb);
  if (rows[0]?.owner === user) {
    throw new Error(
      `DATABASE_URL connects as ${user}, the owner of the tables: give the application its own role (docs/operating-interface.md)`,
    );
  }
  try {
    // format() quotes the name and the password; DDL takes no bound parameters.
    const created = await sql<{ statement: string }>`
      select format('create role %I login password %L', ${user}::text, ${password}::text) as statement
      where not exists (select from pg_roles where rolname = ${user})
    `.execute(ownerDb);
    if (created.rows[0]) await sql.raw(created.rows[0].statement).execute(ownerDb);
  } catch (error) {
    // Another run on the same server made it first (roles are server-wide).
    if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
  }
  await sql`grant ${sql.id(APPLICATION_ROLE)} to ${sql.id(user)}`.execute(ownerDb);
}
