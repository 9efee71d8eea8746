import { z } from 'zod';

/**
 * Control characters nobody can see or type: NUL (which PostgreSQL refuses in text), the other
 * C0 controls except tab, line feed and carriage return, and DEL. They arrive from pasted text or
 * from bots; see docs/decisions/071-hostile-input.md for why they are stripped, not refused.
 */
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Half of a surrogate pair with no other half: not a character, and not valid UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as stored: invisible controls removed, lone surrogates shown as U+FFFD. */
export function plainText(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The one base for every free-text input that may reach the database, in the forms and on the
 * server alike. Checks chained after it (trim, min, max) see the cleaned text.
 */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(plainText);
}
