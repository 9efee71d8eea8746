// Lint that guards the architecture (docs/architecture.md): which folder may import which,
// no import cycles, and the TypeScript and React-hooks rules strong teams run with.
// Versions: docs/decisions/081-lint.md.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier/flat';

/**
 * tRPC's internals (`@trpc/server/unstable-core-do-not-import`, and the client's twin): they may
 * change in any minor release, so every file uses tRPC's public API only (decision 100).
 */
const TRPC_INTERNALS = {
  group: ['@trpc/*/unstable-core-do-not-import', '@trpc/*/unstable-core-do-not-import/**'],
  message: "tRPC's internal API may change in any minor release: use its public exports (decision 100).",
};

/**
 * The one no-restricted-imports entry of `files`. A later block replaces an earlier one's
 * options rather than adding to them, so every block carries TRPC_INTERNALS.
 */
function restrictImports(files, patterns) {
  return {
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...patterns, TRPC_INTERNALS] }] },
  };
}

/** A folder's forbidden imports, as specifier globs; type-only imports stay allowed where noted. */
function forbid(files, patterns, message, allowTypeImports = false) {
  return restrictImports(files, [{ group: patterns, message, allowTypeImports }]);
}

/** A folder that may import only the named packages and its own modules (`./x`). */
function onlyImports(files, packages, message) {
  const allowed = packages.map((name) => `${name}$`).join('|');
  return restrictImports(files, [{ regex: `^(?!(${allowed})|\\./)`, message }]);
}

/** Everything of web/: by path, or by its `@/` alias (which only web/ should use). */
const WEB = ['**/web/**', '@/**'];

/** The folders of web/src/features/, read from the tree so a new feature is guarded the day it lands. */
const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig(
  {
    ignores: ['dist/**', 'node_modules/**', '.data/**', 'playwright-report/**', 'test-results/**', 'i18n/generated/**'],
  },
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // The TypeScript preset's settings: without its extensions and parser, import-x skips every
    // .ts file it follows, and no-cycle finds nothing.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Kysely's own guidance: a migration is frozen in time, so it must not use today's table types.
  { files: ['db/migrations/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Every file, tests and tools included; the folder blocks below restate it with their own rules.
  restrictImports(['**/*.{js,mjs,cjs,ts,tsx}'], []),
  // web/ runs in the browser: nothing from the Node tiers, except the API's types.
  forbid(
    ['web/**'],
    ['**/server/**', '**/worker/**', '**/core/**', '**/db/**', '**/infra/**', '**/tests/**'],
    'web/ may import the API only as a type (docs/architecture.md).',
    true,
  ),
  // The web's imports flow one way: ui, content, config and lib -> features -> pages -> app, and
  // a feature stands alone (decision 102). import-x resolves each import to its file, so relative
  // paths and the @/ alias are caught alike. Tests may read across the layers they check.
  {
    files: ['web/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...['components', 'content', 'config', 'lib'].map((layer) => ({
              target: `./web/src/${layer}`,
              from: ['./web/src/features', './web/src/pages', './web/src/app', './web/src/islands'],
              // The island wrapper is a primitive: a component marks where one hydrates.
              except: ['./island.tsx'],
              message: `web/src/${layer} sits below features, pages and app: move what it needs down to web/src/lib (docs/style.md).`,
            })),
            {
              target: './web/src/features',
              from: ['./web/src/pages', './web/src/app'],
              message:
                'A feature sits below pages and app: what it needs from them belongs in web/src/lib (docs/style.md).',
            },
            {
              target: './web/src/pages',
              from: './web/src/app',
              message: 'Pages sit below app: app imports pages, never the reverse (docs/style.md).',
            },
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: what two features share lives in web/src/components or web/src/lib (decision 102).',
            })),
          ],
        },
      ],
    },
  },
  // Words live in each screen's messages module, not in its JSX (decision 101): text between
  // tags, and the attributes that carry words.
  {
    files: [
      'web/src/features/**/*.tsx',
      'web/src/components/staff/**/*.tsx',
      'web/src/components/content/privacy-notice-link.tsx',
      // The staff pages; the public pages lay out web/src/content/, which holds their prose.
      'web/src/pages/{admin,auth,forgot-password,reset-password,accept-invitation,confirm-email}-page.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: "Put the screen's words in its *.messages.ts module (decision 101).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|title|subtitle|placeholder|alt|aria-label|hint|empty|purpose|submitLabel|doneMessage)$/] > Literal',
          message: "Put the screen's words in its *.messages.ts module (decision 101).",
        },
      ],
    },
  },
  // domain/ is pure: zod, the compiled catalogues' messages (pure functions, decision 116) and its
  // own modules, nothing else (not even a type); its tests add vitest.
  onlyImports(
    ['domain/**'],
    ['zod', '@i18n/messages'],
    'domain/ holds pure facts and imports nothing but zod, @i18n/messages and its own modules.',
  ),
  onlyImports(
    ['domain/**/*.test.ts'],
    ['zod', '@i18n/messages', 'vitest'],
    'A domain/ test imports only zod, @i18n/messages, vitest and domain/ modules.',
  ),
  forbid(
    ['db/**'],
    [...WEB, '**/core/**', '**/server/**', '**/worker/**', '**/tests/**'],
    'db/ holds the client, types, column helpers and migrations: of the app, it imports only domain/.',
  ),
  forbid(
    ['core/**'],
    [...WEB, '**/server/**', '**/worker/**', '**/tests/**'],
    'core/ is what the server, the worker and the CLIs share: of the app, it imports only db/ and domain/.',
  ),
  // After the db/ block, so it replaces it there: a migration is frozen in time, so nothing of the app.
  restrictImports(
    ['db/migrations/**'],
    [
      {
        regex: '^\\.\\./',
        message: 'A migration is frozen in time: it imports nothing from the app (copy what it needs).',
      },
    ],
  ),
  forbid(
    ['worker/**'],
    [...WEB, '**/server/**', '**/tests/**'],
    'The worker shares only core/, db/ and domain/ with the server.',
  ),
  forbid(
    ['server/**'],
    [...WEB, '**/worker/**', '**/tests/**'],
    'The server shares only core/, db/ and domain/ with the other tiers.',
  ),
  // Layout is Prettier's (decision 126): no ESLint rule may argue with it.
  prettier,
);
