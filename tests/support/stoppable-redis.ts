import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from './services/free-port';

/**
 * A real redis-server of the test's own on a fixed port that can be stopped and started
 * again, to test a genuine Redis outage and restart rather than a simulated socket drop.
 */
export interface StoppableRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const binary = process.env.REDISMS_SYSTEM_BINARY ?? '/usr/bin/redis-server';

export function redisServerAvailable(): boolean {
  return existsSync(binary);
}

export async function startStoppableRedis(): Promise<StoppableRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    for (let i = 0; i < 100; i++) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`redis-server did not start on port ${port}`);
  }

  async function stop() {
    const running = child;
    // A process killed by a signal keeps exitCode null: signalCode says it has gone.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
