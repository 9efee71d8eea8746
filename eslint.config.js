// Lint that guards the architecture (docs/architecture.md): which folder may import which,
// no import cycles, and the TypeScript and React-hooks rules strong teams run with.
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A folder's forbidden imports, as specifier globs; type-only imports stay allowed where noted. */
function forbid(files, patterns, message, allowTypeImports = false) {
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: patterns, message, allowTypeImports }] },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'playwright-report/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
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
  // web/ runs in the browser: nothing from the Node tiers, except the API's types.
  forbid(['web/**'], ['**/server/**', '**/worker/**', '**/db/**', '**/infra/**', '**/tests/**'], 'web/ may import the API only as a type (docs/architecture.md).', true),
  forbid(['domain/**'], ['**/web/**', '**/server/**', '**/worker/**', '**/db/**', '**/infra/**', '**/tests/**'], 'domain/ holds pure facts and imports nothing but zod.'),
  forbid(['db/**'], ['**/web/**', '**/server/**', '**/worker/**', '**/tests/**'], 'db/ is the bottom tier: it imports nothing above it.'),
  forbid(['worker/**'], ['**/web/**', '**/server/**', '**/tests/**'], 'The worker shares only db/ and domain/ with the server.'),
  forbid(['server/**'], ['**/web/**', '**/worker/**', '**/tests/**'], 'The server shares only db/ and domain/ with the other tiers.'),
);
