import { z } from 'zod';

/**
 * AUDIT_HMAC_KEY keys the pseudonym the audit log keeps instead of an e-mail address
 * (docs/decisions/104-audit-pseudonyms.md). Parsed by the server's env and `npm run privacy`.
 */
export const auditHmacKeyEnvSchema = z.object({
  AUDIT_HMAC_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length >= 32,
      'must be at least 32 bytes, base64-encoded (openssl rand -base64 32)',
    )
    .optional(),
});

/** Development and test only: production refuses to start without AUDIT_HMAC_KEY. */
const DEV_AUDIT_HMAC_KEY = Buffer.alloc(32, 'dev-only-audit-hmac-key');

/** The key itself; throws when production has none. `nodeEnv` unset counts as production. */
export function auditHmacKey(value: string | undefined, nodeEnv: string | undefined): Buffer {
  if (value) return Buffer.from(value, 'base64');
  if (nodeEnv === 'development' || nodeEnv === 'test') return DEV_AUDIT_HMAC_KEY;
  throw new Error('Invalid environment variable AUDIT_HMAC_KEY: is required in production');
}
