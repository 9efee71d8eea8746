/**
 * The check that keeps the English and Arabic catalogues in step (decision 116): the same keys,
 * and each message taking the same parameters. The build fails on any difference.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Catalogue = Record<string, unknown>;

/** The parameters a message takes: `{name}` placeholders and `input name` declarations. */
export function messageParameters(message: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)) found.add(match[1]!);
      for (const match of value.matchAll(/^input\s+([A-Za-z_][\w]*)/g)) found.add(match[1]!);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'declarations' && Array.isArray(inner)) {
          // Locals are derived from inputs; only inputs are parameters.
          for (const declaration of inner)
            if (typeof declaration === 'string') visit(declaration.startsWith('input') ? declaration : '');
        } else if (key === 'match' && inner && typeof inner === 'object') {
          for (const variant of Object.values(inner)) visit(variant);
        } else if (key !== 'selectors') {
          visit(inner);
        }
      }
    }
  };
  visit(message);
  // A plural's selector local is not a parameter of its own.
  for (const name of [...found]) if (name.endsWith('Plural')) found.delete(name);
  return found;
}

/** Every difference between two catalogues of one namespace, as sentences; empty when in step. */
export function catalogueDifferences(
  namespace: string,
  base: Catalogue,
  other: Catalogue,
  otherLocale: string,
): string[] {
  const problems: string[] = [];
  const keys = (catalogue: Catalogue) => new Set(Object.keys(catalogue).filter((key) => key !== '$schema'));
  const baseKeys = keys(base);
  const otherKeys = keys(other);
  for (const key of baseKeys)
    if (!otherKeys.has(key)) problems.push(`${namespace}: "${key}" is missing from ${otherLocale}`);
  for (const key of otherKeys)
    if (!baseKeys.has(key)) problems.push(`${namespace}: "${key}" is in ${otherLocale} but not in en`);
  for (const key of baseKeys) {
    if (!otherKeys.has(key)) continue;
    const expected = [...messageParameters(base[key])].sort().join(', ');
    const actual = [...messageParameters(other[key])].sort().join(', ');
    if (expected !== actual)
      problems.push(`${namespace}: "${key}" takes {${expected}} in en but {${actual}} in ${otherLocale}`);
  }
  return problems;
}

function readCatalogue(file: string): Catalogue {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

/** Every difference between the Arabic and English catalogues of each namespace under messagesDir. */
export function catalogueProblems(messagesDir: string): string[] {
  const problems: string[] = [];
  for (const namespace of fs.readdirSync(messagesDir).sort()) {
    const dir = path.join(messagesDir, namespace);
    const en = readCatalogue(path.join(dir, 'en.json'));
    const ar = fs.existsSync(path.join(dir, 'ar.json')) ? readCatalogue(path.join(dir, 'ar.json')) : {};
    problems.push(...catalogueDifferences(namespace, en, ar, 'ar'));
  }
  return problems;
}
