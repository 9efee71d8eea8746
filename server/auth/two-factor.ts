import type { Transaction } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { AppError } from '../errors/app-error';
import { verifyPassword } from './password-hasher';
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { enrolmentDisplay, generateTotpKey, matchingTimeStep, type TotpEnrolmentDisplay } from './totp';
import { decryptTotpKey, encryptTotpKey } from './totp-key-encryption';

export const WRONG_CODE =
  'That code is not correct, or it has already been used. Wait for the next code and try again.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not correct or has already been used.';
export const ALREADY_ENROLLED = 'Two-factor authentication is already on for this account.';
export const NO_PENDING_ENROLMENT = 'Start setting up two-factor authentication again: the set-up has expired.';
export const NOT_ENROLLED = 'Two-factor authentication is not on for this account.';
export const WRONG_PASSWORD_OR_CODE = 'The password or code is not correct.';

/** Who is acting, from which session and address: what every step below records. */
export interface TwoFactorActor {
  userId: string;
  email: string;
  sessionId: string;
  ip: string;
}

const auditActor = (actor: TwoFactorActor) => ({ id: actor.userId, email: actor.email });

async function credentialKey(db: Db, encryptionKey: Buffer, userId: string, confirmed: boolean) {
  const row = await db
    .selectFrom('totp_credentials')
    .select(['encrypted_key', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || (row.confirmed_at !== null) !== confirmed) return null;
  return decryptTotpKey(encryptionKey, userId, row.encrypted_key);
}

async function recordFailure(db: Db, actor: TwoFactorActor, method: string): Promise<void> {
  await recordAudit(db, {
    actor: auditActor(actor),
    action: 'auth.two_factor_failed',
    details: { method },
    ip: actor.ip,
  });
}

/**
 * Spends a TOTP code: right for this account's key, and of a newer time-step than the last
 * accepted one (the conditional update makes two requests with one code race safely).
 */
async function spendTotpCode(db: Db, encryptionKey: Buffer, actor: TwoFactorActor, code: string, now: Date) {
  const key = await credentialKey(db, encryptionKey, actor.userId, true);
  const step = key && matchingTimeStep(key, code, now);
  if (step === null || step === undefined) return false;
  const spent = await db
    .updateTable('totp_credentials')
    .set({ last_used_step: String(step) })
    .where('user_id', '=', actor.userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function twoFactorStatus(
  db: Db,
  userId: string,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [credential, codes] = await Promise.all([
    db.selectFrom('totp_credentials').select('confirmed_at').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const enabled = Boolean(credential?.confirmed_at);
  return { enabled, recoveryCodesLeft: enabled ? Number(codes.left) : 0 };
}

/** Step one of enrolment: a fresh key, kept unconfirmed until a first code proves the app has it. */
export async function beginEnrolment(
  db: Db,
  encryptionKey: Buffer,
  actor: TwoFactorActor,
): Promise<TotpEnrolmentDisplay> {
  const key = generateTotpKey();
  const sealed = encryptTotpKey(encryptionKey, actor.userId, key);
  const stored = await db
    .insertInto('totp_credentials')
    .values({ user_id: actor.userId, encrypted_key: sealed })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ encrypted_key: sealed }).where('totp_credentials.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!stored) throw new AppError('CONFLICT', ALREADY_ENROLLED);
  return enrolmentDisplay(key, actor.email);
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);

/** The account's recovery codes become exactly these (hashed); every earlier one is dropped. */
async function storeRecoveryCodes(trx: Transaction<Database>, userId: string, codes: readonly string[]): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
    .execute();
}

/**
 * Step two: the first code confirms the key; ten recovery codes are made (returned once,
 * stored hashed) and this session counts as verified.
 */
export async function confirmEnrolment(
  db: Db,
  encryptionKey: Buffer,
  actor: TwoFactorActor,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const key = await credentialKey(db, encryptionKey, actor.userId, false);
  if (!key) throw new AppError('BAD_REQUEST', NO_PENDING_ENROLMENT);
  const step = matchingTimeStep(key, code, now);
  if (step === null) {
    await recordFailure(db, actor, 'enrolment');
    throw new AppError('BAD_REQUEST', WRONG_CODE);
  }
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('totp_credentials')
      .set({ confirmed_at: now, last_used_step: String(step) })
      .where('user_id', '=', actor.userId)
      .where('confirmed_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!confirmed) throw new AppError('CONFLICT', ALREADY_ENROLLED);
    await storeRecoveryCodes(trx, actor.userId, recoveryCodes);
    await trx.updateTable('sessions').set({ two_factor_verified: true }).where('id', '=', actor.sessionId).execute();
    await recordAudit(trx, { actor: auditActor(actor), action: 'auth.two_factor_enrolled', ip: actor.ip });
  });
  return { recoveryCodes };
}

/** Also used when a verified session is replaced by a fresh one (a password change). */
export async function markSessionVerified(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ two_factor_verified: true }).where('id', '=', sessionId).execute();
}

/** The second step of sign-in with a code from the app. */
export async function verifyTotpForSession(
  db: Db,
  encryptionKey: Buffer,
  actor: TwoFactorActor,
  code: string,
  now = new Date(),
): Promise<void> {
  if (!(await spendTotpCode(db, encryptionKey, actor, code, now))) {
    await recordFailure(db, actor, 'totp');
    throw new AppError('BAD_REQUEST', WRONG_CODE);
  }
  await markSessionVerified(db, actor.sessionId);
}

/** The second step of sign-in with a recovery code, which is spent (single use). */
export async function verifyRecoveryCodeForSession(
  db: Db,
  actor: TwoFactorActor,
  recoveryCode: string,
  now = new Date(),
): Promise<{ recoveryCodesLeft: number }> {
  const spent = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', actor.userId)
      .where('code_hash', '=', hashRecoveryCode(recoveryCode))
      .where('used_at', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('totp_credentials')
            .select('user_id')
            .where('user_id', '=', actor.userId)
            .where('confirmed_at', 'is not', null),
        ),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('sessions').set({ two_factor_verified: true }).where('id', '=', actor.sessionId).execute();
    await recordAudit(trx, { actor: auditActor(actor), action: 'auth.recovery_code_used', ip: actor.ip });
    return true;
  });
  if (!spent) {
    await recordFailure(db, actor, 'recovery_code');
    throw new AppError('BAD_REQUEST', WRONG_RECOVERY_CODE);
  }
  return { recoveryCodesLeft: (await twoFactorStatus(db, actor.userId)).recoveryCodesLeft };
}

/** A current code or the password, asked again before two-factor is changed. */
export interface TwoFactorProof {
  code?: string | undefined;
  password?: string | undefined;
}

/**
 * Checks the proof for a change to two-factor (the session itself must be verified), recording a
 * failure as `<change>_totp` or `<change>_password`. A code given here is spent.
 */
async function requireProof(
  db: Db,
  encryptionKey: Buffer,
  actor: TwoFactorActor,
  proof: TwoFactorProof,
  change: 'removal' | 'regeneration',
  now: Date,
): Promise<void> {
  const status = await twoFactorStatus(db, actor.userId);
  if (!status.enabled) throw new AppError('BAD_REQUEST', NOT_ENROLLED);
  let proven = false;
  if (proof.code) proven = await spendTotpCode(db, encryptionKey, actor, proof.code, now);
  else if (proof.password) {
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    proven = await verifyPassword(user.password_hash, proof.password);
  }
  if (!proven) {
    await recordFailure(db, actor, `${change}_${proof.code ? 'totp' : 'password'}`);
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD_OR_CODE);
  }
}

const proofLabel = (proof: TwoFactorProof) => (proof.code ? 'totp' : 'password');

/** Turns two-factor off, given a current code or the password (the session itself must be verified). */
export async function removeTwoFactor(
  db: Db,
  encryptionKey: Buffer,
  actor: TwoFactorActor,
  proof: TwoFactorProof,
  now = new Date(),
): Promise<void> {
  await requireProof(db, encryptionKey, actor, proof, 'removal', now);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_credentials').where('user_id', '=', actor.userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', actor.userId).execute();
    await recordAudit(trx, {
      actor: auditActor(actor),
      action: 'auth.two_factor_removed',
      details: { proof: proofLabel(proof) },
      ip: actor.ip,
    });
  });
}

/**
 * Replaces all the recovery codes with ten new ones, given a current code or the password: every
 * earlier code, used or not, stops working. The new codes are returned once and stored hashed.
 */
export async function regenerateRecoveryCodes(
  db: Db,
  encryptionKey: Buffer,
  actor: TwoFactorActor,
  proof: TwoFactorProof,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  await requireProof(db, encryptionKey, actor, proof, 'regeneration', now);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    // Two-factor may have been turned off by another session since the proof was checked.
    const enrolled = await trx
      .selectFrom('totp_credentials')
      .select('user_id')
      .where('user_id', '=', actor.userId)
      .where('confirmed_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!enrolled) throw new AppError('BAD_REQUEST', NOT_ENROLLED);
    await storeRecoveryCodes(trx, actor.userId, recoveryCodes);
    await recordAudit(trx, {
      actor: auditActor(actor),
      action: 'auth.recovery_codes_regenerated',
      details: { proof: proofLabel(proof) },
      ip: actor.ip,
    });
  });
  return { recoveryCodes };
}
