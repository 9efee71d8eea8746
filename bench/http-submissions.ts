import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface HttpLoadResult {
  perSecond: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

const autocannonCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

/**
 * autocannon runs in its own process: in this one it would share the event loop with the
 * server it measures and the figures would be the two of them competing.
 */
export function loadContactMutation(
  baseUrl: string,
  origin: string,
  connections: number,
  seconds: number,
): Promise<HttpLoadResult> {
  const body = JSON.stringify({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    message: 'Hello from the benchmark',
  });
  const args = [
    autocannonCli,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    'POST',
    '-H',
    'content-type=application/json',
    '-H',
    `origin=${origin}`,
    '-b',
    body,
    `${baseUrl}/trpc/submissions.contact`,
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`autocannon failed: ${stderr || error.message}`));
      const result = JSON.parse(stdout) as AutocannonJson;
      resolve({
        perSecond: result.requests.average,
        total: result.requests.total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
        ),
      });
    });
  });
}
