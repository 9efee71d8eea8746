import { readFileSync } from 'node:fs';

/**
 * The list of common passwords (docs/decisions/062-password-policy.md), a plain text file beside
 * this module; in the bundle, beside dist/server/main.js, where infra/build-node.ts copies it.
 * Read once when the server starts, so a build without the file fails at start-up, not at
 * someone's first password change.
 */
const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

export function loadCommonPasswords(): ReadonlySet<string> {
  const lines = readFileSync(LIST_FILE, 'utf8').split('\n');
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')));
}
