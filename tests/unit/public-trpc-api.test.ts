import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product reaches tRPC through its public API only (decision 100): no import of its
 * internals, however written (the lint rule sees no dynamic import or require), and no read of
 * a router's or procedure's `_def`, the internal record behind both.
 */
const PRODUCT_FOLDERS = ['server', 'worker', 'core', 'db', 'domain', 'web/src'];
const INTERNALS = [/unstable-core-do-not-import/, /\b_def\b/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `name:line: text` of a source that matches one of INTERNALS. */
function internalUses(name: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      INTERNALS.some((pattern) => pattern.test(line)) ? [`${name}:${i + 1}: ${line.trim()}`] : [],
    );
}

describe('tRPC through its public API only', () => {
  it('no product file imports tRPC’s internals or reads _def', () => {
    const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => internalUses(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('the scan reports each way of reaching them, and nothing else', () => {
    const probe = [
      "import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';",
      "const core = await import('@trpc/server/unstable-core-do-not-import');",
      'const procedures = appRouter._def.procedures;',
      "const config = router['_def']._config;",
      "import { getHTTPStatusCode } from '@trpc/server/http';",
      'const definition = router.definition;',
    ].join('\n');
    expect(internalUses('probe.ts', probe).map((use) => use.split(':')[1])).toEqual(['1', '2', '3', '4']);
  });
});
