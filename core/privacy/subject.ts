import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** A data subject is named by e-mail address, matched case-insensitively everywhere. */
export const subjectEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(254));

/** The audit log's `subject_type` for a pseudonym made by `subjectPseudonym`. */
export const SUBJECT_PSEUDONYM_TYPE = 'email_hmac_sha256';

/**
 * What the audit log keeps instead of the address: enough to answer "did you erase X?" for
 * someone holding AUDIT_HMAC_KEY, and, unlike a bare SHA-256, not matchable against a list of
 * addresses without it (docs/decisions/104-audit-pseudonyms.md).
 */
export function subjectPseudonym(email: string, key: Buffer): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}
