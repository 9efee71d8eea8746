import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { decryptTotpKey, encryptTotpKey } from './totp-key-encryption';

export class TotpKeyRotationError extends Error {}

/**
 * Re-encrypts every stored TOTP key (enrolled or still pending) from the current encryption key
 * to a new one, in one transaction: if any secret does not open with the current key, nothing
 * changes. Returns how many were re-encrypted. The server must then run with the new key.
 */
export async function rotateTotpEncryptionKey(db: Db, currentKey: Buffer, newKey: Buffer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('totp_credentials').select(['user_id', 'encrypted_key']).forUpdate().execute();
    const resealed: Array<{ userId: string; sealed: Buffer }> = [];
    for (const row of rows) {
      const key = decryptTotpKey(currentKey, row.user_id, row.encrypted_key);
      if (key) resealed.push({ userId: row.user_id, sealed: encryptTotpKey(newKey, row.user_id, key) });
    }
    if (resealed.length < rows.length) {
      throw new TotpKeyRotationError(
        `${rows.length - resealed.length} of ${rows.length} two-factor secrets do not decrypt with TOTP_ENCRYPTION_KEY (is it the key the server runs with?); nothing was changed.`,
      );
    }
    for (const { userId, sealed } of resealed) {
      await trx.updateTable('totp_credentials').set({ encrypted_key: sealed }).where('user_id', '=', userId).execute();
    }
    await recordAudit(trx, { actor: 'cli', action: 'auth.totp_key_rotated', details: { secrets: rows.length } });
    return rows.length;
  });
}
