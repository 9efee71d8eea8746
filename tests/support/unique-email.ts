import { randomBytes } from 'node:crypto';

/** An e-mail address no other test uses, e.g. `uniqueEmail('contact')` -> contact-1a2b3c4d@example.test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.test`;
}
