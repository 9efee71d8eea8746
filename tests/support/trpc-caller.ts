import { TRPCError } from '@trpc/server';
import { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directoryStorage } from '../../core/storage/directory-storage';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import type { ApplicantSession } from '../../server/applicants/applicant-sessions';
import type { SessionUser } from '../../server/auth/request-session';
import { loadServerConfig, type ServerConfig } from '../../server/config/env';
import { createLogger } from '../../server/logger';
import type { EmailQueue, RowJobQueue } from '../../server/outbox/email-queue';
import { createRateLimiters, type RateLimiters } from '../../server/security/rate-limiters';
import { appRouter } from '../../server/routers/app-router';
import type { Context } from '../../server/trpc/context';
import { createCallerFactory } from '../../server/trpc/init';
import type { VisitReminderQueue } from '../../server/visits/visit-reminder-queue';
import { uniqueRedisPrefix } from './test-db';

export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  return loadServerConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    APP_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

let redis: Redis | undefined;

/** Real Redis limiters under a prefix of this file's own; the connection closes after the file. */
export function testLimiters(signinPer15Min = 1_000): RateLimiters {
  if (!redis) {
    const client = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
    redis = client;
    afterAll(() => {
      redis = undefined;
      client.disconnect();
    });
  }
  return createRateLimiters({ redis, prefix: uniqueRedisPrefix('auth'), submitPerMinute: 1_000, signinPer15Min });
}

/** Records what would be enqueued; the outbox rows (or letters) themselves are real. */
export function recordingQueue(): EmailQueue & { enqueued: string[] } {
  const enqueued: string[] = [];
  return {
    enqueued,
    queue: undefined as never,
    async enqueue(ids) {
      enqueued.push(...ids);
      return true;
    },
    async close() {},
  };
}

export interface FakeResponse {
  cookies: Array<{ name: string; value: string; options: Record<string, unknown> }>;
  headers: Record<string, string>;
}

export interface TestContextOptions {
  db: Db;
  user?: SessionUser | null;
  sessionId?: string | null;
  /** This session passed the second step of sign-in. */
  twoFactorVerified?: boolean;
  /** An applicant's session, held beside (or instead of) a staff one. */
  applicant?: ApplicantSession | null;
  ip?: string;
  limiters?: RateLimiters;
  emailQueue?: EmailQueue;
  letterQueue?: RowJobQueue;
  config?: ServerConfig;
  storage?: ObjectStorage;
  visitReminders?: VisitReminderQueue;
}

/** The context a request would get, for a given user, without HTTP. */
export function testContext(options: TestContextOptions): { ctx: Context; res: FakeResponse } {
  const captured: FakeResponse = { cookies: [], headers: {} };
  const res = {
    headersSent: false,
    cookie(name: string, value: string, cookieOptions: Record<string, unknown>) {
      captured.cookies.push({ name, value, options: cookieOptions });
      return res;
    },
    setHeader(name: string, value: string) {
      captured.headers[name.toLowerCase()] = value;
      return res;
    },
  };
  const config = options.config ?? testConfig();
  const ctx = {
    config,
    db: options.db,
    logger: createLogger('silent'),
    emailQueue: options.emailQueue ?? recordingQueue(),
    letterQueue: options.letterQueue ?? recordingQueue(),
    limiters: options.limiters ?? testLimiters(),
    req: { headers: {}, ip: options.ip ?? '203.0.113.7' } as unknown as Context['req'],
    res: res as unknown as Context['res'],
    ip: options.ip ?? '203.0.113.7',
    user: options.user ?? null,
    sessionId: options.sessionId ?? null,
    twoFactorVerified: options.twoFactorVerified ?? false,
    applicant: options.applicant ?? null,
    storage: options.storage ?? directoryStorage(path.join(tmpdir(), 'academy-test-uploads')),
    scanQueue: null,
    visitReminders: options.visitReminders,
  } satisfies Context;
  return { ctx, res: captured };
}

const createCaller = createCallerFactory(appRouter);

export function callerFor(options: TestContextOptions) {
  const { ctx, res } = testContext(options);
  return { caller: createCaller(ctx), res, ctx };
}

/** The session token from the Set-Cookie a procedure sent. */
export function sessionCookieValue(res: FakeResponse): string | undefined {
  return res.cookies.filter((cookie) => cookie.name === 'session').at(-1)?.value;
}

/** The tRPC error a call fails with; fails the test when the call succeeds or throws anything else. */
export async function errorOf(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** 'OK' when the call succeeds, else the code of the tRPC error it fails with. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}
