import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { z } from 'zod';

/** A data subject is named by e-mail address, matched case-insensitively everywhere. */
export const subjectEmailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));

/** What the audit log keeps instead of the address: enough to answer "did you erase X?", not to read X. */
export function hashSubjectEmail(email: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(email.trim().toLowerCase())));
}
