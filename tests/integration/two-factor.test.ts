import { describe, expect, it } from 'vitest';
import { createSession, validateSessionToken } from '../../server/auth/sessions';
import { TWO_FACTOR_CODE_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED } from '../../server/auth/admin-access';
import { testDb } from '../support/test-db';
import { callerFor, errorOf, testConfig, testLimiters } from '../support/trpc-caller';
import { createStaff, createAdmin, type TestUser } from '../support/factories';
import { keyFromManualKey, totpCode } from '../support/totp';
import { enrolTwoFactor } from '../support/two-factor';

const db = testDb();

/** A fresh session of the account (a new sign-in): not yet two-factor verified. */
async function newSignIn(user: TestUser, config = testConfig()) {
  const session = await createSession(db, user.id);
  const validated = await validateSessionToken(db, session.token);
  const { caller } = callerFor({
    db,
    user: validated!.user,
    sessionId: session.sessionId,
    twoFactorVerified: validated!.twoFactorVerified,
    config,
  });
  return { caller, session };
}

async function isVerified(token: string) {
  return (await validateSessionToken(db, token))?.twoFactorVerified;
}

async function auditActions(userId: string): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').where('actor_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.action);
}

describe('enrolling in two-factor authentication', () => {
  it('shows a QR code and a manual key, confirms with a first code, and issues ten hashed recovery codes', async () => {
    const user = await createStaff(db, { label: 'enrol' });
    const { caller, session } = await newSignIn(user);
    const shown = await caller.auth.twoFactor.beginEnrolment();
    expect(shown.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(shown.uri).toMatch(/^otpauth:\/\/totp\//);
    const key = keyFromManualKey(shown.manualKey);
    expect(key).toHaveLength(20);

    const wrong = await errorOf(caller.auth.twoFactor.confirmEnrolment({ code: totpCode(key, 5) }));
    expect(wrong.code).toBe('BAD_REQUEST');
    expect((await caller.auth.me())?.twoFactor.enabled).toBe(false);

    const { recoveryCodes } = await caller.auth.twoFactor.confirmEnrolment({ code: totpCode(key) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await isVerified(session.token)).toBe(true);

    const stored = await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(stored.map((row) => row.code_hash)).not.toContain(code);
    }
    const credential = await db
      .selectFrom('totp_credentials')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(credential.encrypted_key.includes(Buffer.from(key))).toBe(false);
    expect(await auditActions(user.id)).toEqual(['auth.two_factor_failed', 'auth.two_factor_enrolled']);
  });

  it('refuses to start a second enrolment over a confirmed one', async () => {
    const enrolled = await enrolTwoFactor(db, await createStaff(db, { label: 'enrol-twice' }));
    const { caller } = callerFor({ db, user: enrolled.user, sessionId: enrolled.sessionId, twoFactorVerified: true });
    expect((await errorOf(caller.auth.twoFactor.beginEnrolment())).code).toBe('CONFLICT');
  });
});

describe('the second step of sign-in', () => {
  it('refuses a wrong code, and records the failure', async () => {
    const { user, key } = await enrolTwoFactor(db, await createStaff(db, { label: 'wrong-code' }));
    const { caller, session } = await newSignIn(user);
    expect((await caller.auth.me())?.twoFactor).toEqual({ enabled: true, pending: true, enrolmentRequired: false });
    const error = await errorOf(caller.auth.twoFactor.verify({ code: totpCode(key, 10) }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/not correct/);
    expect(await isVerified(session.token)).toBe(false);
    expect(await auditActions(user.id)).toContain('auth.two_factor_failed');
    expect((await errorOf(caller.auth.twoFactor.verify({ code: 'abcdef' }))).code).toBe('BAD_REQUEST');
  });

  it('accepts a right code once: the same code in another session is refused', async () => {
    const { user, key } = await enrolTwoFactor(db, await createStaff(db, { label: 'reuse' }));
    const code = totpCode(key);
    const first = await newSignIn(user);
    await first.caller.auth.twoFactor.verify({ code });
    expect(await isVerified(first.session.token)).toBe(true);

    const second = await newSignIn(user);
    const error = await errorOf(second.caller.auth.twoFactor.verify({ code }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(await isVerified(second.session.token)).toBe(false);
    // The next code (a newer time-step) is fine.
    await second.caller.auth.twoFactor.verify({ code: totpCode(key, 1) });
    expect(await isVerified(second.session.token)).toBe(true);
  });

  it('accepts each recovery code once only', async () => {
    const { user, recoveryCodes } = await enrolTwoFactor(db, await createStaff(db, { label: 'recovery' }));
    const first = await newSignIn(user);
    // Typed in lower case without dashes: still the same code.
    const typed = recoveryCodes[0]!.toLowerCase().replace(/-/g, '');
    expect(await first.caller.auth.twoFactor.useRecoveryCode({ recoveryCode: typed })).toEqual({
      recoveryCodesLeft: 9,
    });
    expect(await isVerified(first.session.token)).toBe(true);

    const second = await newSignIn(user);
    const error = await errorOf(second.caller.auth.twoFactor.useRecoveryCode({ recoveryCode: recoveryCodes[0]! }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(await isVerified(second.session.token)).toBe(false);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['auth.recovery_code_used', 'auth.two_factor_failed']),
    );
  });

  it('limits code attempts per account', async () => {
    const { user, key } = await enrolTwoFactor(db, await createStaff(db, { label: 'limit' }));
    const session = await createSession(db, user.id);
    const limiters = testLimiters();
    const { caller } = callerFor({ db, user, sessionId: session.sessionId, limiters, ip: '198.51.100.23' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await errorOf(caller.auth.twoFactor.verify({ code: totpCode(key, 20) }))).code).toBe('BAD_REQUEST');
    }
    const limited = await errorOf(caller.auth.twoFactor.verify({ code: totpCode(key) }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(await isVerified(session.token)).toBe(false);
  });
});

describe('admin access and two-factor', () => {
  it('refuses an enrolled admin whose session has not given its code', async () => {
    const { user, key } = await enrolTwoFactor(db, await createAdmin(db, { label: 'admin-2fa' }));
    const { caller } = await newSignIn(user);
    const error = await errorOf(caller.admin.counts());
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(TWO_FACTOR_CODE_REQUIRED);
    await caller.auth.twoFactor.verify({ code: totpCode(key) });
    const { caller: verified } = callerFor({ db, user, twoFactorVerified: true });
    await expect(verified.admin.counts()).resolves.toBeDefined();
  });

  it('refuses an admin without two-factor when REQUIRE_ADMIN_2FA is on, with a clear message', async () => {
    const admin = await createAdmin(db, { label: 'no-2fa' });
    const required = testConfig({ REQUIRE_ADMIN_2FA: 'true' });
    const { caller } = callerFor({ db, user: admin, config: required });
    const error = await errorOf(caller.admin.applications.list({}));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(TWO_FACTOR_ENROLMENT_REQUIRED);
    expect((await caller.auth.me())?.twoFactor.enrolmentRequired).toBe(true);
    // Off (the default outside production), the same admin reads the list.
    const { caller: relaxed } = callerFor({ db, user: admin, config: testConfig({ REQUIRE_ADMIN_2FA: 'false' }) });
    await expect(relaxed.admin.applications.list({})).resolves.toBeDefined();
  });

  it('lets the admin in once enrolled and verified when it is required', async () => {
    const { user, sessionId } = await enrolTwoFactor(db, await createAdmin(db, { label: 'enrolled' }));
    const { caller } = callerFor({
      db,
      user,
      sessionId,
      twoFactorVerified: true,
      config: testConfig({ REQUIRE_ADMIN_2FA: 'true' }),
    });
    await expect(caller.admin.applications.list({})).resolves.toBeDefined();
  });
});

describe('what a session without its second factor may do', () => {
  it('may not change the password, list or end sessions', async () => {
    const { user } = await enrolTwoFactor(db, await createStaff(db, { label: 'unverified-acts' }));
    const { caller } = await newSignIn(user);
    const refused = await errorOf(
      caller.auth.changePassword({ currentPassword: user.password, newPassword: 'attacker password' }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(TWO_FACTOR_CODE_REQUIRED);
    expect((await errorOf(caller.auth.security.sessions())).code).toBe('FORBIDDEN');
    expect((await errorOf(caller.auth.security.endOtherSessions())).code).toBe('FORBIDDEN');
    expect((await errorOf(caller.auth.twoFactor.status())).code).toBe('FORBIDDEN');
  });
});

describe('removing two-factor', () => {
  it('needs a verified session and a current code or the password', async () => {
    const { user, key, sessionId } = await enrolTwoFactor(db, await createStaff(db, { label: 'remove' }));
    const pending = await newSignIn(user);
    expect((await errorOf(pending.caller.auth.twoFactor.remove({ password: user.password }))).code).toBe('FORBIDDEN');

    const { caller } = callerFor({ db, user, sessionId, twoFactorVerified: true });
    expect((await errorOf(caller.auth.twoFactor.remove({ password: 'not the password' }))).code).toBe('BAD_REQUEST');
    expect((await errorOf(caller.auth.twoFactor.remove({}))).code).toBe('BAD_REQUEST');
    expect((await caller.auth.twoFactor.status()).enabled).toBe(true);

    await caller.auth.twoFactor.remove({ code: totpCode(key, 1) });
    expect(await caller.auth.twoFactor.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await auditActions(user.id)).toContain('auth.two_factor_removed');
  });

  it('accepts the password instead of a code', async () => {
    const { user, sessionId } = await enrolTwoFactor(db, await createStaff(db, { label: 'remove-password' }));
    const { caller } = callerFor({ db, user, sessionId, twoFactorVerified: true });
    await caller.auth.twoFactor.remove({ password: user.password });
    expect((await caller.auth.twoFactor.status()).enabled).toBe(false);
  });
});

describe('regenerating recovery codes', () => {
  it('needs a current code, replaces all ten codes, shows the new ones once, and the old ones stop working', async () => {
    const {
      user,
      key,
      recoveryCodes: old,
      sessionId,
    } = await enrolTwoFactor(db, await createStaff(db, { label: 'regenerate' }));
    // One old code already spent: regeneration still gives ten.
    await (await newSignIn(user)).caller.auth.twoFactor.useRecoveryCode({ recoveryCode: old[0]! });
    const { caller } = callerFor({ db, user, sessionId, twoFactorVerified: true, ip: '198.51.100.41' });
    const before = await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();

    const wrong = await errorOf(caller.auth.twoFactor.regenerateRecoveryCodes({ code: totpCode(key, 20) }));
    expect(wrong).toMatchObject({ code: 'BAD_REQUEST', message: 'The password or code is not correct.' });
    expect(await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute()).toEqual(
      before,
    );

    const { recoveryCodes } = await caller.auth.twoFactor.regenerateRecoveryCodes({ code: totpCode(key, 1) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.filter((code) => old.includes(code))).toEqual([]);
    expect(await caller.auth.twoFactor.status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const stored = await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toEqual(expect.arrayContaining(recoveryCodes));

    const withOld = await newSignIn(user);
    expect((await errorOf(withOld.caller.auth.twoFactor.useRecoveryCode({ recoveryCode: old[1]! }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await isVerified(withOld.session.token)).toBe(false);
    expect(await withOld.caller.auth.twoFactor.useRecoveryCode({ recoveryCode: recoveryCodes[0]! })).toEqual({
      recoveryCodesLeft: 9,
    });

    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'details', 'ip'])
      .where('actor_id', '=', user.id)
      .where('ip', '=', '198.51.100.41')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'auth.two_factor_failed', details: { method: 'regeneration_totp' }, ip: '198.51.100.41' },
      { action: 'auth.recovery_codes_regenerated', details: { proof: 'totp' }, ip: '198.51.100.41' },
    ]);
  });

  it('accepts the password instead of a code, and refuses a session that has not given its code', async () => {
    const { user, sessionId } = await enrolTwoFactor(db, await createStaff(db, { label: 'regenerate-password' }));
    const pending = await newSignIn(user);
    expect(
      (await errorOf(pending.caller.auth.twoFactor.regenerateRecoveryCodes({ password: user.password }))).code,
    ).toBe('FORBIDDEN');

    const { caller } = callerFor({ db, user, sessionId, twoFactorVerified: true });
    expect((await errorOf(caller.auth.twoFactor.regenerateRecoveryCodes({}))).message).toMatch(
      'Enter a current code or your password',
    );
    expect((await errorOf(caller.auth.twoFactor.regenerateRecoveryCodes({ password: 'not the password' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(
      (await caller.auth.twoFactor.regenerateRecoveryCodes({ password: user.password })).recoveryCodes,
    ).toHaveLength(10);
  });

  it('refuses an account without two-factor', async () => {
    const user = await createStaff(db, { label: 'regenerate-off' });
    const session = await createSession(db, user.id);
    const { caller } = callerFor({ db, user, sessionId: session.sessionId, twoFactorVerified: true });
    const error = await errorOf(caller.auth.twoFactor.regenerateRecoveryCodes({ password: user.password }));
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Two-factor authentication is not on for this account.',
    });
    expect(await db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
