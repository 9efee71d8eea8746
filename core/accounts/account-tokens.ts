import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/**
 * The one recipe for every e-mailed account link (confirmation, password reset, invitation,
 * applicant sign-in):
 * 160 random bits in lower-case base32 for the link, and only its SHA-256 in the database
 * (docs/decisions/060-account-tokens.md).
 */
export function newAccountToken(): { token: string; hash: string } {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return { token, hash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** How long each kind of link works. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const APPLICANT_SIGN_IN_TOKEN_TTL_MS = 30 * 60 * 1000;
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An address never confirmed within this time loses its account (swept on each sign-up). */
export const UNCONFIRMED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
