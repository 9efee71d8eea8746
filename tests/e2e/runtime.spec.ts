import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The production bundles that the browser suite runs against were started on Node 24 or later
 * (`make` puts Node 24 first on PATH when the machine's own is older: infra/node/ensure-node.sh).
 * Each process logs its version in its first line (server/main.ts, worker/main.ts).
 */
const REQUIRED_MAJOR = Number((await readFile('.nvmrc', 'utf8')).trim());

async function loggedNodeVersion(name: 'server' | 'worker', message: string): Promise<string> {
  const lines = (await readFile(path.join('.data', 'e2e-logs', `${name}.log`), 'utf8'))
    .split('\n')
    .filter((line) => line.startsWith('{'));
  const line = lines
    .map((text) => JSON.parse(text) as { msg?: string; node?: string })
    .find((entry) => entry.msg === message);
  if (!line?.node) throw new Error(`${name}.log has no "${message}" line with the Node version`);
  return line.node;
}

test('the server and the worker run on the Node the project requires', async ({ request }) => {
  expect((await request.get('/healthz')).ok()).toBe(true);
  for (const [name, message] of [
    ['server', 'server listening'],
    ['worker', 'worker started'],
  ] as const) {
    const version = await loggedNodeVersion(name, message);
    expect(Number(version.split('.')[0]), `${name} runs Node ${version}`).toBeGreaterThanOrEqual(REQUIRED_MAJOR);
  }
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_MAJOR);
});
