import { Queue } from 'bullmq';
import { removeDueObjects, removeQueuedObjects } from '../../core/documents/object-removals';
import { storageFromEnv } from '../../core/documents/upload-settings';
import { Redis } from 'ioredis';
import { createDb } from '../../db/client';
import { APPLICATION_ROLE } from '../../db/application-role';
import { auditHmacKey, auditHmacKeyEnvSchema } from '../../core/audit/audit-key';
import { EMAIL_QUEUE_NAME } from '../../core/outbox/email-outbox';
import { removeEmailJobs } from '../../core/privacy/erase-records';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { subjectEmailSchema } from '../../core/privacy/subject';
import { exportSubject } from '../../core/privacy/subject-export';
import { writeSubjectArchive } from '../../core/privacy/subject-archive';
import { createWriteStream } from 'node:fs';
import { parseRetentionPeriods } from '../../domain/retention-env';
import { databaseUrlOrExit, exitWithUsage, parseCommandLine, refuse, type CommandIo } from './command-line';

const USAGE = `Usage: npm run privacy -- export --email <address> [--zip <file>]
       npm run privacy -- erase --email <address> --yes
       npm run privacy -- retention

export     prints everything held about the address as JSON (a subject access request);
           with --zip, writes the JSON and every stored document into that zip file instead
erase      erases every trace of the address, as the dashboard does (recorded as 'cli')
retention  runs the retention pass now and prints its summary
Needs DATABASE_URL (and AUDIT_HMAC_KEY to erase in production); REDIS_URL and REDIS_PREFIX (when set) let erase and retention remove queued e-mail jobs.`;

function fail(io: CommandIo, message: string): never {
  return exitWithUsage(io, USAGE, message);
}

/** `npm run privacy -- …` (server/cli/privacy.ts runs it as a process). */
export async function privacyCommand(io: CommandIo): Promise<void> {
  const { env } = io;
  const { positionals, values } = parseCommandLine(io, USAGE, {
    email: { type: 'string' },
    yes: { type: 'boolean' },
    zip: { type: 'string' },
  });
  const command = positionals[0];
  if (positionals.length !== 1 || !['export', 'erase', 'retention'].includes(command ?? ''))
    fail(io, 'Unknown or missing command.');
  let email = '';
  if (command !== 'retention') {
    const input = subjectEmailSchema.safeParse(values.email);
    if (!input.success)
      fail(io, `--email: ${values.email === undefined ? 'is required' : input.error.issues[0]!.message}`);
    email = input.data;
  } else if (values.email !== undefined) {
    fail(io, 'retention takes no --email.');
  }
  if (command === 'erase' && !values.yes) fail(io, 'erase cannot be undone: add --yes to confirm.');
  if (values.zip !== undefined && command !== 'export') fail(io, '--zip goes with export only.');

  let periods;
  let auditKey: Buffer | undefined;
  try {
    periods = parseRetentionPeriods(env);
    if (command === 'erase') {
      const parsed = auditHmacKeyEnvSchema.safeParse({ AUDIT_HMAC_KEY: env.AUDIT_HMAC_KEY || undefined });
      if (!parsed.success)
        throw new Error(`Invalid environment variable AUDIT_HMAC_KEY: ${parsed.error.issues[0]!.message}`);
      auditKey = auditHmacKey(parsed.data.AUDIT_HMAC_KEY, env.NODE_ENV);
    }
  } catch (error) {
    fail(io, (error as Error).message);
  }
  const db = createDb({ connectionString: databaseUrlOrExit(io, USAGE), actAs: APPLICATION_ROLE, max: 2 });
  // Optional: with Redis, queued jobs naming erased e-mails are removed at once (the worker would
  // otherwise find nothing and finish them quietly anyway).
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : null;
  const emailQueue = redis
    ? new Queue(EMAIL_QUEUE_NAME, { connection: redis, prefix: env.REDIS_PREFIX || 'academy' })
    : undefined;
  emailQueue?.on('error', () => undefined);
  redis?.on('error', () => undefined);
  // Erased documents' objects are removed from wherever they are stored (S3_* or UPLOADS_DIR).
  const storage = storageFromEnv(env);
  try {
    if (command === 'export' && values.zip !== undefined) {
      const data = await writeSubjectArchive(db, storage, email, createWriteStream(values.zip, { flags: 'wx' }));
      io.out(`Wrote ${values.zip}: ${data.summary.text}`);
    } else if (command === 'export') {
      io.out(JSON.stringify(await exportSubject(db, email), null, 2));
    } else if (command === 'erase') {
      const result = await eraseSubject(db, email, 'cli', { auditHmacKey: auditKey! });
      await removeEmailJobs(emailQueue, result.outboxIds);
      await removeQueuedObjects(db, storage, result.objectKeys);
      await removeDueObjects(db, storage);
      io.out(JSON.stringify({ erased: result.counts }, null, 2));
    } else {
      const outcome = await runRetention(db, { periods: periods!, trigger: 'cli', emailQueue, storage });
      if (!outcome.ran) refuse(io, `Retention did not run: ${outcome.reason}.`);
      io.out(JSON.stringify({ runId: outcome.runId, counts: outcome.counts, periods: outcome.periods }, null, 2));
    }
  } finally {
    await emailQueue?.close().catch(() => undefined);
    redis?.disconnect();
    await db.destroy();
  }
}
