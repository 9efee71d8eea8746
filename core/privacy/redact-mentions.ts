import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';

export const REDACTED = '[erased]';

/** A letter, combining mark, digit or underscore of any script (é, ـلـ, ٣): a word goes on while they do. */
const WORD = String.raw`\p{L}\p{M}\p{N}_`;

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as whole words, however the spaces between its words were typed. */
function namePattern(name: string): RegExp {
  const words = name
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .map(literal)
    .join(String.raw`\s+`);
  return new RegExp(`(?<![${WORD}])${words}(?![${WORD}])`, 'giu');
}

/** An address as one token: a longer address around it is another person's (a full stop after it may end a sentence). */
function addressPattern(address: string): RegExp {
  return new RegExp(`(?<![${WORD}.+@-])${literal(address)}(?![${WORD}@-]|\\.[${WORD}])`, 'giu');
}

/**
 * Blanks the subject's address and names in the free text that is about them but not theirs:
 * other submissions' notes and status notes that name their address. Text that merely contains
 * the same letters, or the same name without the address (perhaps someone else's), is left as
 * it was (docs/decisions/105-account-and-erasure-findings.md). Returns how many texts changed.
 */
export async function redactMentions(
  trx: Transaction<Database>,
  address: string,
  names: Iterable<string>,
): Promise<number> {
  const byAddress = addressPattern(address);
  const patterns = [byAddress, ...[...new Set(names)].filter((name) => name.trim()).map(namePattern)];
  const redact = (text: string): string | null => {
    const normal = text.normalize('NFC');
    byAddress.lastIndex = 0;
    if (!byAddress.test(normal)) return null;
    return patterns.reduce((result, pattern) => result.replace(pattern, REDACTED), normal);
  };

  let changed = 0;
  const notes = await trx
    .selectFrom('submission_notes')
    .select(['id', 'body'])
    .where(sql<number>`strpos(lower(body), ${address})`, '>', 0)
    .forUpdate()
    .execute();
  for (const note of notes) {
    const body = redact(note.body);
    if (body === null) continue;
    await trx.updateTable('submission_notes').set({ body }).where('id', '=', note.id).execute();
    changed += 1;
  }
  const statusNotes = await trx
    .selectFrom('application_status_changes')
    .select(['id', 'note'])
    .where(sql<number>`strpos(lower(note), ${address})`, '>', 0)
    .forUpdate()
    .execute();
  for (const change of statusNotes) {
    const note = change.note === null ? null : redact(change.note);
    if (note === null) continue;
    await trx.updateTable('application_status_changes').set({ note }).where('id', '=', change.id).execute();
    changed += 1;
  }
  return changed;
}
