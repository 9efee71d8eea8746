import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP keys at rest: AES-256-GCM under TOTP_ENCRYPTION_KEY, bound to the account by the
 * additional data, so a copied row is useless on another account and a stolen database dump
 * alone yields no second factor. Layout: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export const MALFORMED_TOTP_ENCRYPTION_KEY = 'must be 32 bytes, base64-encoded (openssl rand -base64 32)';

/** TOTP_ENCRYPTION_KEY (or the key a rotation moves to) as bytes, or null when it is not 32 bytes of base64. */
export function decodeTotpEncryptionKey(value: string): Buffer | null {
  const key = Buffer.from(value, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export function encryptTotpKey(encryptionKey: Buffer, userId: string, totpKey: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(totpKey), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The raw key, or null when the data was not made with this key for this account. */
export function decryptTotpKey(encryptionKey: Buffer, userId: string, sealed: Buffer): Uint8Array | null {
  if (sealed.length <= 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) return null;
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv);
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(tag);
    return new Uint8Array(
      Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]),
    );
  } catch {
    return null;
  }
}
