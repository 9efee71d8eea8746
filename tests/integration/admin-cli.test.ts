import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { adminCommand } from '../../server/cli/admin-command';
import { verifyPassword } from '../../server/auth/password-hasher';
import { decryptTotpKey } from '../../server/auth/totp-key-encryption';
import { verifyTotpForSession, WRONG_CODE } from '../../server/auth/two-factor';
import { createIsolatedDatabase, testDb } from '../support/test-db';
import { runCommand, runCommandProcess } from '../support/run-command';
import { uniqueEmail } from '../support/unique-email';
import { createStaff } from '../support/factories';
import { totpCode } from '../support/totp';
import { testConfig } from '../support/trpc-caller';
import { enrolTwoFactor } from '../support/two-factor';

const db = testDb();
const cliEnv = (env: Record<string, string>) => ({ ...process.env, DATABASE_URL: inject('databaseUrl'), ...env });

/** `npm run admin -- …`, in this process (tests/support/run-command.ts). */
function adminCli(args: string[], env: Record<string, string> = {}) {
  return runCommand(adminCommand, args, cliEnv(env));
}

/** `npm run admin -- …` as its own process, as an operator runs it. */
function adminProcess(args: string[], env: Record<string, string> = {}) {
  return runCommandProcess('server/cli/admin.ts', args, cliEnv(env));
}

describe('npm run admin -- create', () => {
  it('creates a confirmed admin (as its own process, as an operator runs it)', async () => {
    const email = uniqueEmail('cli-admin');
    const result = await adminProcess(['create', '--email', email.toUpperCase(), '--password', 'cli password 1']);
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

  it('creates an editor with --role editor, who is no admin, and promotes without taking a role away', async () => {
    const email = uniqueEmail('cli-editor');
    const result = await adminCli(['create', '--email', email, '--password', 'cli password 3', '--role', 'editor']);
    expect(result).toMatchObject({ code: 0, stdout: `Created editor ${email}.\n` });
    const user = await db
      .selectFrom('users')
      .select(['is_admin', 'is_editor', 'email_confirmed_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ is_admin: false, is_editor: true });
    expect(user.email_confirmed_at).not.toBeNull();
    await adminCli(['create', '--email', email, '--password', 'cli password 3']);
    expect(
      await db.selectFrom('users').select(['is_admin', 'is_editor']).where('email', '=', email).executeTakeFirst(),
    ).toEqual({ is_admin: true, is_editor: true });
  });

  it('refuses a role it does not know, and creates nothing', async () => {
    const email = uniqueEmail('cli-bad-role');
    const result = await adminCli(['create', '--email', email, '--password', 'cli password 4', '--role', 'owner']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^--role: choose admin or editor\.\n\nUsage: npm run admin/);
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('prints its usage on --help and exits 0, whatever else it was given', async () => {
    for (const args of [['--help'], ['create', '--email', 'a@b.example', '-h']]) {
      const result = await adminCli(args);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toMatch(
        /^Usage: npm run admin -- create --email <address> --password <password> \[--role admin\|editor\]\n/,
      );
    }
  });

  it('explains its usage on bad arguments', async () => {
    const [missing, short, common, unknown] = await Promise.all([
      adminCli(['create', '--email', uniqueEmail()]),
      adminCli(['create', '--email', uniqueEmail(), '--password', '123']),
      adminCli(['create', '--email', uniqueEmail(), '--password', 'password1']),
      // One as its own process: the exit code and the usage reach the operator's shell.
      adminProcess(['delete']),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run admin -- create --email <address> --password <password>');
    expect(short.stderr).toContain('--password: Password must be at least 6 characters');
    // An admin's password must meet the strong policy (decision 062).
    expect(common.code).toBe(2);
    expect(common.stderr).toContain(
      "--password: This password is one of the most common passwords. Please choose another. (an admin's password must meet the strong policy).",
    );
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toMatch(/^Unknown or missing command\.\n\nUsage: npm run admin/);
  }, 60_000);
});

describe('npm run admin -- rotate-totp-key', () => {
  // Rotation re-encrypts every secret in the database, so it runs on a database of its own.
  const currentKey = testConfig().totpEncryptionKey;
  const newKey = randomBytes(32);
  const keys = (next: string) => ({
    TOTP_ENCRYPTION_KEY: currentKey.toString('base64'),
    TOTP_ENCRYPTION_KEY_NEW: next,
  });

  it('re-encrypts every secret under the new key: codes verify with it and not with the old one', async () => {
    const isolated = await createIsolatedDatabase();
    try {
      const enrolled = await Promise.all(
        ['rotate-a', 'rotate-b'].map(async (label) =>
          enrolTwoFactor(isolated.db, await createStaff(isolated.db, { label })),
        ),
      );
      const result = await adminCli(['rotate-totp-key'], {
        DATABASE_URL: isolated.url,
        ...keys(newKey.toString('base64')),
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /^Re-encrypted 2 two-factor secrets under the new key\. Now deploy it: set TOTP_ENCRYPTION_KEY/,
      );

      for (const { user, key, sessionId } of enrolled) {
        const actor = { userId: user.id, email: user.email, sessionId, ip: '203.0.113.7' };
        const row = await isolated.db
          .selectFrom('totp_credentials')
          .select('encrypted_key')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(decryptTotpKey(currentKey, user.id, row.encrypted_key)).toBeNull();
        expect(decryptTotpKey(newKey, user.id, row.encrypted_key)).toEqual(key);
        await expect(verifyTotpForSession(isolated.db, currentKey, actor, totpCode(key, 1))).rejects.toThrow(
          WRONG_CODE,
        );
        await verifyTotpForSession(isolated.db, newKey, actor, totpCode(key, 1));
      }
      const audit = await isolated.db
        .selectFrom('audit_log')
        .select(['actor_label', 'details'])
        .where('action', '=', 'auth.totp_key_rotated')
        .execute();
      expect(audit).toEqual([{ actor_label: 'cli', details: { secrets: 2 } }]);
    } finally {
      await isolated.drop();
    }
  }, 60_000);

  it('refuses a malformed or missing key, or a current key that does not open the secrets, and changes nothing', async () => {
    const isolated = await createIsolatedDatabase();
    try {
      const { user } = await enrolTwoFactor(isolated.db, await createStaff(isolated.db, { label: 'rotate-refused' }));
      const sealed = async () =>
        (
          await isolated.db
            .selectFrom('totp_credentials')
            .select('encrypted_key')
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow()
        ).encrypted_key;
      const before = await sealed();
      const env = { DATABASE_URL: isolated.url };

      const [short, missing, same, wrongCurrent] = await Promise.all([
        adminCli(['rotate-totp-key'], { ...env, ...keys('c2hvcnQ=') }),
        adminCli(['rotate-totp-key'], {
          ...env,
          TOTP_ENCRYPTION_KEY: currentKey.toString('base64'),
          TOTP_ENCRYPTION_KEY_NEW: '',
        }),
        adminCli(['rotate-totp-key'], { ...env, ...keys(currentKey.toString('base64')) }),
        adminCli(['rotate-totp-key'], {
          ...env,
          TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          TOTP_ENCRYPTION_KEY_NEW: newKey.toString('base64'),
        }),
      ]);
      expect(short).toMatchObject({
        code: 1,
        stdout: '',
        stderr:
          'TOTP_ENCRYPTION_KEY_NEW must be 32 bytes, base64-encoded (openssl rand -base64 32); nothing was changed.\n',
      });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/^TOTP_ENCRYPTION_KEY_NEW is not set/);
      expect(same.code).toBe(1);
      expect(same.stderr).toMatch(/^TOTP_ENCRYPTION_KEY_NEW is the current key/);
      expect(wrongCurrent.code).toBe(1);
      expect(wrongCurrent.stderr).toBe(
        '1 of 1 two-factor secrets do not decrypt with TOTP_ENCRYPTION_KEY (is it the key the server runs with?); nothing was changed.\n',
      );
      expect((await sealed()).equals(before)).toBe(true);
    } finally {
      await isolated.drop();
    }
  }, 60_000);
});
