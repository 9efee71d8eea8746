import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadJs } from '../../support/e2e/first-load-js';
import { publicPaths } from '../../support/e2e/public-pages';

const WEB_DIR = path.resolve('dist/web');
const BUDGET_BYTES = 150 * 1024;

test('every public page loads at most 150 KB of gzipped JavaScript first', () => {
  const report = publicPaths.map((routePath) => ({ routePath, ...firstLoadJs(WEB_DIR, routePath) }));
  const over = report.filter((row) => row.gzipBytes > BUDGET_BYTES).map((row) => `${row.routePath}: ${(row.gzipBytes / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
});

test('the sign-in and dashboard code is never part of a public page\'s first load', () => {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const staffFiles = ['src/pages/auth-page.tsx', 'src/pages/admin-page.tsx', 'src/app/staff-providers.tsx'].map((key) => {
    expect(manifest[key], key).toBeDefined();
    return manifest[key]!.file;
  });
  for (const routePath of publicPaths) {
    const { files } = firstLoadJs(WEB_DIR, routePath);
    expect(files.filter((file) => staffFiles.includes(file)), routePath).toEqual([]);
  }
});
