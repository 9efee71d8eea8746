import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password-hasher';
import { testDb } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { createStaff } from '../support/factories';

const db = testDb();
const run = promisify(execFile);

async function adminCli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin -- create', () => {
  it('creates a confirmed admin', async () => {
    const email = uniqueEmail('cli-admin');
    const result = await adminCli(['create', '--email', email.toUpperCase(), '--password', 'cli password 1']);
    expect(result).toMatchObject({ code: 0, stdout: `Created admin ${email}.\n` });
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.is_admin).toBe(true);
    expect(user.email_confirmed_at).not.toBeNull();
    expect(await verifyPassword(user.password_hash, 'cli password 1')).toBe(true);
  });

  it('promotes and confirms an existing account', async () => {
    const existing = await createStaff(db, { confirmed: false });
    const result = await adminCli(['create', '--email', existing.email, '--password', 'cli password 2']);
    expect(result).toMatchObject({ code: 0, stdout: `Promoted ${existing.email} to admin.\n` });
    const user = await db.selectFrom('users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(user.is_admin).toBe(true);
    expect(user.email_confirmed_at).not.toBeNull();
  });

  it('explains its usage on bad arguments', async () => {
    // Side by side: each case is its own process, and most of its time is starting tsx.
    const [missing, short, common, unknown] = await Promise.all([
      adminCli(['create', '--email', uniqueEmail()]),
      adminCli(['create', '--email', uniqueEmail(), '--password', '123']),
      adminCli(['create', '--email', uniqueEmail(), '--password', 'password1']),
      adminCli(['delete']),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run admin -- create --email <address> --password <password>');
    expect(short.stderr).toContain('--password: Password must be at least 6 characters');
    // An admin's password must meet the strong policy (decision 062).
    expect(common.code).toBe(2);
    expect(common.stderr).toContain("--password: This password is one of the most common passwords. Please choose another. (an admin's password must meet the strong policy).");
    expect(unknown.code).toBe(2);
  }, 60_000);
});
