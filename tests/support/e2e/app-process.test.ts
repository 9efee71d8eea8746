import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerOnFreePort, type AppProcess } from './app-process';

/**
 * The browser suite's server must be the one answering on its port. In one gate an integration
 * test's server, started on port 0, took the port the suite had chosen a moment before: the
 * suite's server exited with EADDRINUSE, the other one answered /healthz, and 182 tests failed
 * against a server that then went away.
 */
describe('startServerOnFreePort', () => {
  let dir: string;
  let script: string;
  let squatter: Server;
  let takenPort: number;
  const started: AppProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'app-process-'));
    // A server like ours: answers everything with its pid, and exits when its port is taken.
    script = path.join(dir, 'server.mjs');
    writeFileSync(
      script,
      `import http from 'node:http';
http.createServer((request, response) => response.end(String(process.pid)))
  .on('error', (error) => { console.error(error.message); process.exit(1); })
  .listen(Number(process.env.PORT));
process.on('SIGTERM', () => process.exit(0));
`,
    );
    // Another process's healthy server, on the port the suite chose (any host, as ours binds).
    squatter = createServer((_request, response) => response.end('someone else'));
    await new Promise<void>((resolve) => squatter.listen(0, resolve));
    takenPort = (squatter.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const server of started) await server.stop();
    await new Promise((resolve) => squatter.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not take another process for its own, and moves to a free port', async () => {
    const { server, port, baseUrl } = await startServerOnFreePort(
      'squatted',
      script,
      (port) => ({ PORT: String(port) }),
      takenPort,
    );
    started.push(server);
    expect(port).not.toBe(takenPort);
    expect(baseUrl).toBe(`http://127.0.0.1:${port}`);
    expect(await (await fetch(`${baseUrl}/healthz`)).text()).toBe(String(server.pid));
  });

  it('keeps the chosen port when it is free', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, resolve));
    const freePort = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const { server, port } = await startServerOnFreePort('free', script, (port) => ({ PORT: String(port) }), freePort);
    started.push(server);
    expect(port).toBe(freePort);
  });
});
