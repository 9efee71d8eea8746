import { createServer } from 'node:net';

/**
 * Ports for test servers come from below Linux's ephemeral range (32768 and up), split into one
 * block per test worker. A port the system gives out for `listen(0)` and that is then closed
 * is free again at once: two test files asking at the same moment were given the same one,
 * and one file's server answered the other's requests (or none did).
 */
const FIRST_PORT = 20_000;
const BLOCK = 800;

/** Vitest's workers take blocks 0-7, Playwright's 8-13 (the gate runs both at once), any other process 14. */
function blockNumber(): number {
  const { VITEST_POOL_ID, TEST_PARALLEL_INDEX } = process.env;
  if (VITEST_POOL_ID !== undefined) return Number(VITEST_POOL_ID) % 8;
  if (TEST_PARALLEL_INDEX !== undefined) return 8 + (Number(TEST_PARALLEL_INDEX) % 6);
  return 14;
}

const block = FIRST_PORT + blockNumber() * BLOCK;
let next = Math.floor(Math.random() * BLOCK);

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port of this process's block that nothing is listening on now, never the same one twice. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = block + (next++ % BLOCK);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${block} and ${block + BLOCK - 1}`);
}
