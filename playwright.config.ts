import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { freePort } from './tests/support/services/free-port';

// Chosen once in the runner; workers inherit the variable, so every process agrees on it. The
// global setup chooses another if a process elsewhere takes this one first (tests/support/e2e/app-process.ts).
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Debian's Chromium (docs/architecture.md): its headless shell, the build Playwright itself runs
// headless, at about a third of the full browser's CPU per page (decision 110); the full browser
// for a run that shows the window. Without either, the browser Playwright installed.
const headed = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const debianChromium = [...(headed ? [] : ['/usr/bin/chromium-headless-shell']), '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? debianChromium;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Screenshots for docs/ are pictures, not checks: only `make screenshots` (SCREENSHOT_DIR) takes them.
  testIgnore: process.env.SCREENSHOT_DIR ? [] : ['**/screenshots.spec.ts'],
  globalSetup: './tests/support/e2e/global-setup.ts',
  fullyParallel: true,
  // Two on two cores. Three finish the suite alone in 196 s instead of 228 s, but not the gate,
  // where the integration suite fills the pauses anyway (docs/performance.md, runs 36-37 and 63-64).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The journeys (sign in by e-mailed link, axe at two widths) take 10-15 s alone and twice that
  // when the gate runs the integration and unit suites beside this one on two cores.
  timeout: 60_000,
  // A page that loads, spends a link and opens a screen (the applicant's sign-in) took over
  // 10 s in a gate on a slower machine, where the two first journeys start beside the whole
  // integration suite; an assertion that passes waits no longer for it.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    // The same origin as the server's APP_URL, or its Origin check refuses the mutations.
    baseURL,
    // Recording a trace costs a fifth of the suite's CPU; E2E_TRACE=1 records one for each failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // Still pages: the site honours prefers-reduced-motion (web/src/styles.css), so no test
    // catches an element half-way through an animation (docs/decisions/085 has the flake).
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Chromium names a download in the system's file-name encoding: under the POSIX locale (a
      // CI shell or `env -i` with no LANG) "Pasaporte Año 2025.pdf" cannot be written and is
      // saved as "download". A staff computer's browser runs in a UTF-8 locale, and so does this one.
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
