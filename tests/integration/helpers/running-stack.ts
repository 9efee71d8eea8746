import { inject } from 'vitest';
import { loadServerConfig } from '../../../server/config/env';
import { startServer, type RunningServer } from '../../../server/start-server';
import { loadWorkerConfig } from '../../../worker/config/env';
import { startWorker, type RunningWorker } from '../../../worker/start-worker';

export interface StackOptions {
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  env?: Record<string, string>;
}

/** The real server on a free port, serving only the API (no web build needed). */
export function startTestServer({ databaseUrl, redisUrl, redisPrefix, env = {} }: StackOptions): Promise<RunningServer> {
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
      ...env,
    }),
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

/** Calls a tRPC mutation over HTTP as a browser or curl would. */
export async function postMutation(
  baseUrl: string,
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
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
  return { status: response.status, body };
}
