import { afterAll, beforeAll, inject } from 'vitest';
import { loadServerConfig } from '../../server/config/env';
import { startServer, type RunningServer, type StartOptions } from '../../server/start-server';
import { loadWorkerConfig } from '../../worker/config/env';
import { startWorker, type RunningWorker } from '../../worker/start-worker';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from './test-db';

export interface StackOptions {
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  env?: Record<string, string>;
}

/** The real server on a free port, serving only the API (no web build needed). */
export function startTestServer(
  { databaseUrl, redisUrl, redisPrefix, env = {} }: StackOptions,
  options: StartOptions = {},
): Promise<RunningServer> {
  return startServer(
    loadServerConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl ?? inject('databaseUrl'),
      REDIS_URL: redisUrl ?? inject('redisUrl'),
      REDIS_PREFIX: redisPrefix,
      PORT: '0',
      APP_URL: 'http://127.0.0.1:3000',
      SERVE_WEB: 'none',
      LOG_LEVEL: 'silent',
      SUBMIT_LIMIT_PER_MINUTE: '1000',
      UPLOAD_LIMIT_PER_IP_PER_HOUR: '1000',
      ...env,
    }),
    options,
  );
}

/** The real worker with short relay and retry delays so tests finish in seconds. */
export function startTestWorker({
  databaseUrl,
  redisUrl,
  redisPrefix,
  smtpUrl,
  env = {},
}: StackOptions & { smtpUrl: string }): Promise<RunningWorker> {
  return startWorker(
    loadWorkerConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl ?? inject('databaseUrl'),
      REDIS_URL: redisUrl ?? inject('redisUrl'),
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: smtpUrl,
      APP_URL: 'http://127.0.0.1:3000',
      OUTBOX_RELAY_INTERVAL_MS: '200',
      OUTBOX_RELAY_MIN_AGE_MS: '0',
      EMAIL_RETRY_DELAY_MS: '100',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
}

/** A tRPC answer over HTTP, as tests read it: `result` on success, `error` on a refusal. */
export interface TrpcHttpBody {
  result: { data: { id: string } & Record<string, unknown> };
  error: { message: string; data?: { code?: string } };
}

/** Calls a tRPC mutation over HTTP as a browser or curl would. */
export async function postMutation(
  baseUrl: string,
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: TrpcHttpBody }> {
  const response = await fetch(`${baseUrl}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof input === 'string' ? input : JSON.stringify(input),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  // Typed for the JSON case; a test of a non-JSON answer reads it as the text it is.
  return { status: response.status, headers: response.headers, body: body as TrpcHttpBody };
}

export interface DeliveryStack {
  redisPrefix: string;
  database: IsolatedDatabase;
  sink: SmtpSink;
  server: RunningServer;
  worker: RunningWorker;
}

/**
 * The whole e-mail path for one test file: the server and the worker on a database and a
 * Redis prefix of the file's own (the worker's relay scans the whole outbox), and an SMTP
 * sink. Registers its own beforeAll/afterAll; read the parts inside tests or later hooks.
 */
/** `env` goes to both the server and the worker; each reads only its own variables. */
export function useDeliveryStack(
  label: string,
  env: Record<string, string> = {},
  serverOptions: StartOptions = {},
): DeliveryStack {
  const redisPrefix = uniqueRedisPrefix(label);
  const stack = { redisPrefix } as DeliveryStack;
  beforeAll(async () => {
    stack.database = await createIsolatedDatabase();
    stack.sink = await startSmtpSink();
    stack.server = await startTestServer({ databaseUrl: stack.database.url, redisPrefix, env }, serverOptions);
    stack.worker = await startTestWorker({
      databaseUrl: stack.database.url,
      redisPrefix,
      smtpUrl: stack.sink.url,
      env,
    });
  });
  afterAll(async () => {
    await stack.worker?.close();
    await stack.server?.close();
    await stack.sink?.close();
    await stack.database?.drop();
  });
  return stack;
}
