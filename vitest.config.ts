import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Its own file rather than vite.config.ts: that one roots Vite at web/ for the SPA build.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@i18n': fileURLToPath(new URL('./i18n/generated', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // tests/unit: service-free tests of a contract between tiers (web's page and the server's rewrite).
          include: [
            '{domain,web,server,worker,core,db}/**/*.test.{ts,tsx}',
            'i18n/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // As in integration (decision 109): files share a worker's loaded modules; the suite's
          // CPU falls from 38 s to 14 s. A unit test keeps no module state between files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // These files mostly wait (on PostgreSQL, Redis, SMTP, child processes and timers), so
          // more of them run at once than there are cores; vitest's default is cores - 1. Three, not
          // four: beside the browser suite, four made start-up timings flaky, and integration
          // still finishes before the browser suite.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          // Files share a worker's loaded modules instead of importing the server afresh each:
          // the suite's CPU falls from 226 s to 149 s (decision 109). Files keep no module state
          // of their own: each makes its own data, database or Redis prefix (decision 001).
          isolate: false,
          // argon2 at its cheapest here (server/auth/password-hasher.ts): what these tests prove
          // does not depend on the cost of a hash. The browser suite runs the production setting.
          env: { PASSWORD_HASH_COST: 'test' },
          // A file's own servers and CLI processes share two cores with the browser suite in the gate.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
