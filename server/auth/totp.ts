import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { renderSVG } from 'uqr';

/** RFC 6238 defaults, the ones every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const TOTP_ISSUER = 'Cardiff International Academy';

export function generateTotpKey(): Uint8Array {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return key;
}

export interface TotpEnrolmentDisplay {
  /** otpauth:// URI, what the QR code holds. */
  uri: string;
  /** The key in base32, grouped by four for typing by hand. */
  manualKey: string;
  /** The QR code as an SVG document, drawn here (no third-party service sees the key). */
  qrSvg: string;
}

export function enrolmentDisplay(key: Uint8Array, accountName: string): TotpEnrolmentDisplay {
  const uri = createTOTPKeyURI(TOTP_ISSUER, accountName, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  return {
    uri,
    manualKey: encodeBase32UpperCaseNoPadding(key)
      .match(/.{1,4}/g)!
      .join(' '),
    qrSvg: renderSVG(uri, { border: 2 }),
  };
}

export function timeStep(now: Date): bigint {
  return BigInt(Math.floor(now.getTime() / (TOTP_PERIOD_SECONDS * 1000)));
}

/**
 * The time-step a code belongs to, within one step either side (clock drift), or null.
 * @oslojs/otp's verifyTOTPWithGracePeriod answers only yes or no; the step is needed to
 * refuse a code used twice, so the same check runs here step by step with its verifyHOTP.
 */
export function matchingTimeStep(key: Uint8Array, code: string, now: Date): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(now);
  for (const step of [current - 1n, current, current + 1n]) {
    if (verifyHOTP(key, step, TOTP_DIGITS, code)) return step;
  }
  return null;
}
