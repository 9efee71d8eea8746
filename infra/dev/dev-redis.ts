import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { log } from './log';
import { pickPort } from './ports';

export interface DevRedis {
  url: string;
  stop: () => Promise<void>;
}

export const REDIS_FIX = 'install redis-server (apt-get install redis-server, brew install redis) or set REDIS_URL';

/** True when a Redis server answers PING at host:port within the timeout. */
export function redisAnswers(host: string, port: number, timeoutMs = 700): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function systemRedisBinary(rootDir: string): string | undefined {
  const configured = process.env.REDISMS_SYSTEM_BINARY ?? readPackageConfig(rootDir);
  if (configured && existsSync(configured)) return configured;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function readPackageConfig(rootDir: string): string | undefined {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    redisMemoryServer?: { systemBinary?: string };
  };
  return pkg.redisMemoryServer?.systemBinary;
}

export async function resolveDevRedis(rootDir: string): Promise<DevRedis> {
  if (await redisAnswers('127.0.0.1', 6379)) {
    log('redis', 'using the Redis that answers on 127.0.0.1:6379');
    return { url: 'redis://127.0.0.1:6379', stop: async () => {} };
  }

  const systemBinary = systemRedisBinary(rootDir);
  const { RedisMemoryServer } = await import('redis-memory-server');
  const port = await pickPort(6380);
  let server: InstanceType<typeof RedisMemoryServer>;
  try {
    server = await RedisMemoryServer.create({
      instance: {
        ip: '127.0.0.1',
        port,
        args: ['--maxmemory-policy', 'noeviction', '--save', '', '--appendonly', 'no'],
      },
      // Without a system binary it downloads and builds Redis, which only works online.
      binary: systemBinary ? { systemBinary } : {},
      // Its own process group, so a terminal Ctrl-C does not stop Redis before the worker has let go of it.
      spawn: { detached: true },
    });
  } catch (error) {
    throw new Error(`could not start a local Redis: ${REDIS_FIX}`, { cause: error });
  }
  log('redis', `local redis-server (${systemBinary ?? 'downloaded'}) on 127.0.0.1:${port}, data not kept between runs`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
    },
  };
}
