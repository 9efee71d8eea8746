import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const encoder = new TextEncoder();

/** 160 random bits, base32: the secret the browser keeps in its cookie (Lucia guide). */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The session id stored in the database: hex SHA-256 of the token, so a leaked table is useless. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(token)));
}

export function constantTimeEqualText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.length === right.length && constantTimeEqual(left, right);
}

/** Tokens are base32 lower-case of 20 bytes (32 characters); anything else is not ours. */
export function looksLikeSessionToken(value: string): boolean {
  return /^[a-z2-7]{32}$/.test(value);
}
