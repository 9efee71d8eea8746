import { createDecipheriv, createHash, createCipheriv } from 'node:crypto';
import { bytesOf, integerOf, nameOf, type PdfValue } from './pdf-syntax';

/**
 * The standard security handler (ISO 32000-2, 7.6.4), read with the empty user password: a PDF
 * that opens without a password may still be encrypted (an "owner" password that only forbids
 * printing or copying), and its object streams are then encrypted too. A PDF that needs a
 * password to open is one staff could not read either.
 */
export type Decryption =
  | { kind: 'password' }
  | { kind: 'open'; decryptStream: (data: Buffer, num: number, gen: number, cryptFilter?: string) => Buffer };

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

type Method = 'none' | 'rc4' | 'aes128' | 'aes256';

/** Null when the encryption is not one this module can open (an unknown handler or version). */
export function openEncryption(encrypt: Map<string, PdfValue>, firstId: Buffer): Decryption | null {
  if (nameOf(encrypt.get('Filter')) !== 'Standard') return { kind: 'password' };
  const version = integerOf(encrypt.get('V')) ?? 0;
  const revision = integerOf(encrypt.get('R')) ?? 0;
  const owner = bytesOf(encrypt.get('O'));
  const user = bytesOf(encrypt.get('U'));
  const permissions = encrypt.get('P');
  if (!owner || !user || permissions?.type !== 'number') return null;
  const methodOf = (filterName: string | null | undefined): Method | null => {
    if (version < 4) return 'rc4';
    if (!filterName || filterName === 'Identity') return 'none';
    const filter =
      encrypt.get('CF')?.type === 'dict'
        ? (encrypt.get('CF') as Extract<PdfValue, { type: 'dict' }>).entries.get(filterName)
        : undefined;
    const method = filter?.type === 'dict' ? nameOf(filter.entries.get('CFM')) : null;
    return method === 'V2'
      ? 'rc4'
      : method === 'AESV2'
        ? 'aes128'
        : method === 'AESV3'
          ? 'aes256'
          : method === 'None'
            ? 'none'
            : null;
  };
  const streamMethod = methodOf(nameOf(encrypt.get('StmF')));
  if (!streamMethod) return null;

  let fileKey: Buffer | null;
  if (revision >= 5) {
    const userEncryptionKey = bytesOf(encrypt.get('UE'));
    if (!userEncryptionKey || user.length < 48) return null;
    fileKey = aes256Key(revision, user, userEncryptionKey);
  } else if (revision >= 2) {
    const length = revision === 2 ? 5 : (integerOf(encrypt.get('Length')) ?? 40) / 8;
    const encryptMetadata =
      encrypt.get('EncryptMetadata')?.type !== 'keyword' ||
      (encrypt.get('EncryptMetadata') as { value: string }).value !== 'false';
    fileKey = rc4Key(
      revision,
      length,
      owner,
      Number((permissions as { value: number }).value),
      firstId,
      encryptMetadata,
      user,
    );
  } else return null;
  if (!fileKey) return { kind: 'password' };
  const key = fileKey;

  return {
    kind: 'open',
    decryptStream(data, num, gen, cryptFilter) {
      const method = cryptFilter === undefined ? streamMethod : methodOf(cryptFilter);
      if (method === 'none') return data;
      if (method === 'aes256') return aesDecrypt('aes-256-cbc', key, data);
      const objectKey = md5(
        key,
        Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]),
        method === 'aes128' ? Buffer.from('sAlT') : Buffer.alloc(0),
      ).subarray(0, Math.min(key.length + 5, 16));
      if (method === 'aes128') return aesDecrypt('aes-128-cbc', objectKey, data);
      if (method === 'rc4') return rc4(objectKey, data);
      throw new Error('unknown crypt filter');
    },
  };
}

/** Algorithms 2 and 6 (R2-R4): the file key from the empty password, or null if that is not the user password. */
function rc4Key(
  revision: number,
  length: number,
  owner: Buffer,
  permissions: number,
  firstId: Buffer,
  encryptMetadata: boolean,
  user: Buffer,
): Buffer | null {
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions | 0);
  let key = md5(
    PADDING,
    owner.subarray(0, 32),
    p,
    firstId,
    revision >= 4 && !encryptMetadata ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0),
  ).subarray(0, length);
  if (revision >= 3) for (let i = 0; i < 50; i++) key = md5(key).subarray(0, length);
  if (revision === 2) return rc4(key, PADDING).equals(user.subarray(0, 32)) ? key : null;
  let check = rc4(key, md5(PADDING, firstId));
  for (let i = 1; i <= 19; i++) {
    check = rc4(
      key.map((byte) => byte ^ i),
      check,
    );
  }
  return check.equals(user.subarray(0, 16)) ? key : null;
}

/** Algorithms 2.A and 11 (R5, R6): the file key from the empty password, or null if that is not the user password. */
function aes256Key(revision: number, user: Buffer, userEncryptionKey: Buffer): Buffer | null {
  const hash = (salt: Buffer) => (revision === 5 ? createHash('sha256').update(salt).digest() : hardenedHash(salt));
  if (!hash(user.subarray(32, 40)).equals(user.subarray(0, 32))) return null;
  const decipher = createDecipheriv('aes-256-cbc', hash(user.subarray(40, 48)), Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([decipher.update(userEncryptionKey.subarray(0, 32)), decipher.final()]);
}

/** Algorithm 2.B for the empty password and no user data. */
function hardenedHash(salt: Buffer): Buffer {
  let k = createHash('sha256').update(salt).digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => k));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    const sum = e.subarray(0, 16).reduce((total, byte) => total + byte, 0);
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!)
      .update(e)
      .digest();
    if (round >= 63 && e[e.length - 1]! <= round - 31) return k.subarray(0, 32);
  }
}

function aesDecrypt(algorithm: 'aes-128-cbc' | 'aes-256-cbc', key: Buffer, data: Buffer): Buffer {
  if (data.length < 32 || data.length % 16 !== 0) return Buffer.alloc(0);
  const decipher = createDecipheriv(algorithm, key, data.subarray(0, 16)).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
  const pad = plain[plain.length - 1]!;
  return pad >= 1 && pad <= 16 ? plain.subarray(0, plain.length - pad) : plain;
}

/** RC4, which OpenSSL 3 keeps only in its legacy provider. */
function rc4(key: Uint8Array, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

function md5(...parts: Buffer[]): Buffer {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return hash.digest();
}
