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
/** ASVS 5.0 L2 asks at most 10 minutes of an out-of-band token (decision 112). */
export const APPLICANT_SIGN_IN_TOKEN_TTL_MS = 10 * 60 * 1000;
/**
 * An applicant's expired link is kept this long before retention deletes it, so that its page can
 * still send a new one to the same address, for the same saved draft, with one tap. It signs nobody in.
 */
export const EXPIRED_APPLICANT_LINK_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An address never confirmed within this time loses its account (swept on each sign-up). */
export const UNCONFIRMED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
