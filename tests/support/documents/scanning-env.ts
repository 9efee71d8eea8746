import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestClamd, type TestClamd } from '../services/test-clamd';

export interface ScanningEnv {
  /** CLAMAV_URL and UPLOADS_DIR, filled in beforeAll. */
  env: Record<string, string>;
  clamd: TestClamd;
  uploadsDir: string;
}

/**
 * A private clamd and upload directory for one test file. Call it before the stack that reads
 * `env`: hooks run in the order they are registered, and end in the reverse order.
 */
export function useScanningEnv(): ScanningEnv {
  const scanning = { env: {} } as ScanningEnv;
  beforeAll(async () => {
    scanning.clamd = await startTestClamd();
    scanning.uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-uploads-'));
    scanning.env.CLAMAV_URL = scanning.clamd.url;
    scanning.env.UPLOADS_DIR = scanning.uploadsDir;
  });
  afterAll(async () => {
    await scanning.clamd?.stop();
    if (scanning.uploadsDir) await rm(scanning.uploadsDir, { recursive: true, force: true });
  });
  return scanning;
}
