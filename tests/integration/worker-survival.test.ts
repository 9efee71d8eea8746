import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCUMENT_SCAN_QUEUE_NAME, type DocumentScanJobData } from '../../core/documents/document-scan-jobs';
import { clamdScanner } from '../../core/scanning/clamd-scanner';
import { directoryStorage } from '../../core/storage/directory-storage';
import type { ObjectStorage } from '../../core/storage/object-storage';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import type { RunningServer } from '../../server/start-server';
import { scanDocument } from '../../worker/documents/scan-document';
import { createWorkerLogger } from '../../worker/logger';
import { pdfBytes } from '../support/documents/files';
import { useScanningEnv } from '../support/documents/scanning-env';
import { startEntry, type EntryProcess } from '../support/entry-process';
import { createApplication } from '../support/factories';
import { startTestServer } from '../support/running-stack';
import { sentTo, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

/**
 * The worker as `npm run worker` runs it, its own process, beside the real server, clamd,
 * PostgreSQL, Redis and an SMTP sink: what it survives is what production survives.
 */
const ORIGIN = 'http://127.0.0.1:3000';
const redisPrefix = uniqueRedisPrefix('survival');
const scanning = useScanningEnv();
let database: IsolatedDatabase;
let sink: SmtpSink;
let server: RunningServer;
let worker: EntryProcess;

beforeAll(async () => {
  [database, sink] = await Promise.all([createIsolatedDatabase(), startSmtpSink()]);
  const env = scanning.env;
  // Far more uploads of one item than an applicant may send: the limits are not under test here.
  server = await startTestServer(
    { databaseUrl: database.url, redisPrefix, env },
    { uploadLimits: { perSessionPerHour: 1_000, perApplicationPerDay: 1_000 } },
  );
  worker = startEntry('worker/main.ts', {
    ...env,
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: sink.url,
    OUTBOX_RELAY_INTERVAL_MS: '200',
    OUTBOX_RELAY_MIN_AGE_MS: '0',
    EMAIL_RETRY_DELAY_MS: '100',
  });
  await worker.logged('worker started');
}, 120_000);

afterAll(async () => {
  if (worker?.alive()) {
    worker.child.kill('SIGTERM');
    await worker.exited;
  }
  await server?.close();
  await sink?.close();
  await database?.drop();
});

async function upload(cookie: string, applicationId: string, item: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'report.pdf');
  const response = await fetch(`${server.url}/api/applicant/documents/${applicationId}/${item}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { document?: { id: string } } };
}

async function submitContact(email: string) {
  const response = await fetch(`${server.url}/trpc/submissions.contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Amira', lastName: 'Khan', email, message: 'Is the worker still there?' }),
  });
  expect(response.status).toBe(200);
}

describe('a scan whose document a newer upload replaces', () => {
  // The worker takes no scan while these run: each test runs the scan itself, at the moment it stages.
  let connection: Redis;
  let scans: Queue;
  beforeAll(async () => {
    connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    scans = new Queue(DOCUMENT_SCAN_QUEUE_NAME, { connection, prefix: redisPrefix });
    await scans.pause();
  });
  afterAll(async () => {
    await scans?.resume();
    await scans?.close();
    connection?.disconnect();
  });

  /** The directory storage, but each `get` lets a newer upload of the item replace the document (and remove its file) first or just after. */
  function replacedDuring(
    moment: 'before the file opens' | 'after the file opens',
    replace: () => Promise<void>,
  ): ObjectStorage {
    const storage = directoryStorage(scanning.uploadsDir);
    return {
      ...storage,
      async get(key) {
        if (moment === 'before the file opens') await replace();
        const body = await storage.get(key);
        if (moment === 'after the file opens') await replace();
        return body;
      },
    };
  }

  for (const moment of ['before the file opens', 'after the file opens'] as const) {
    it(`ends quietly as replaced when it happens ${moment}`, async () => {
      const email = uniqueEmail('replaced');
      const application = await createApplication(database.db, { email, programme: 'alevel' });
      const { token } = await createApplicantSession(database.db, email);
      const cookie = `applicant_session=${token}`;
      const first = await upload(cookie, application.id, 'identity', pdfBytes('First passport scan.'));
      const { object_key: firstKey } = await database.db
        .selectFrom('application_documents')
        .select('object_key')
        .where('id', '=', first.body.document!.id)
        .executeTakeFirstOrThrow();
      const replace = async () => {
        expect((await upload(cookie, application.id, 'identity', pdfBytes('Second passport scan.'))).status).toBe(201);
        await expect
          .poll(() => directoryStorage(scanning.uploadsDir).exists(firstKey!), { timeout: 10_000 })
          .toBe(false);
      };
      const deps = {
        db: database.db,
        storage: replacedDuring(moment, replace),
        scanner: clamdScanner(scanning.clamd.url),
        logger: createWorkerLogger('silent'),
      };
      await expect(
        scanDocument(deps, { data: { documentId: first.body.document!.id } } as Job<DocumentScanJobData>),
      ).resolves.toBe('replaced');
    });
  }
});

/** A scan's window between reading its row and opening its file is short: without the fix, 20 rounds of 8 ended the worker in 3 runs of 4. */
const ROUNDS = 20;
const AT_ONCE = 8;

describe('the worker under concurrent uploads of one document', () => {
  it('survives scans of files that newer uploads replaced, and still sends e-mails', async () => {
    const email = uniqueEmail('survival');
    const application = await createApplication(database.db, { email, programme: 'alevel' });
    const { token } = await createApplicantSession(database.db, email);
    const cookie = `applicant_session=${token}`;

    // The same item, several at a time, round after round: each upload replaces the one before
    // and removes its file while that file's scan may be opening it.
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          upload(cookie, application.id, 'school_report', pdfBytes(`Report ${round}.${n}`, 64 * 1024)),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(201));
      expect(worker.alive(), worker.stderr()).toBe(true);
    }

    // The last upload is the one kept, and the worker scans it.
    await expect
      .poll(
        () =>
          database.db
            .selectFrom('application_documents')
            .select(['scan_state'])
            .where('application_id', '=', application.id)
            .execute(),
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ scan_state: 'clean' }]);
    expect(worker.alive()).toBe(true);

    const contact = uniqueEmail('survival-contact');
    await submitContact(contact);
    await sink.waitForMessages(sentTo(contact), 1, 20_000);
    expect(worker.alive()).toBe(true);
    expect(worker.stderr()).toBe('');
    expect(worker.lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 120_000);
});

const STRAY_ERROR_QUEUE = 'stray-errors';

describe('errors that escape a job', () => {
  it('fail that job, and the worker logs them by summary and goes on; an uncaught exception outside any job stops it', async () => {
    const prefix = uniqueRedisPrefix('stray');
    const stray = startEntry('tests/support/processes/stray-error-worker.ts', {
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: prefix,
      QUEUE_NAME: STRAY_ERROR_QUEUE,
    });
    const connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    const queue = new Queue(STRAY_ERROR_QUEUE, { connection, prefix });
    try {
      await stray.logged('worker started');
      await queue.add('event', {}, { jobId: 'event-1' });
      await queue.add('rejection', {}, { jobId: 'rejection-1' });
      await queue.add('ok', {}, { jobId: 'ok-1' });

      const state = async (id: string) => (await queue.getJob(id))?.getState();
      await expect
        .poll(() => Promise.all(['event-1', 'rejection-1', 'ok-1'].map(state)), { timeout: 20_000 })
        .toEqual(['failed', 'failed', 'completed']);
      expect((await queue.getJob('event-1'))?.failedReason).toMatch(/ENOENT/);
      expect((await queue.getJob('rejection-1'))?.failedReason).toBe('forgotten promise of rejection-1');
      expect(stray.alive()).toBe(true);
      const strayLines = stray.lines
        .filter((line) => line.level === 50)
        .map((line) => ({ msg: line.msg, jobId: line.jobId, type: (line.err as { type: string }).type }));
      expect(strayLines).toEqual(
        expect.arrayContaining([
          { msg: 'uncaught exception in a job: the job fails, the worker goes on', jobId: 'event-1', type: 'Error' },
          {
            msg: 'unhandled rejection in a job: the job fails, the worker goes on',
            jobId: 'rejection-1',
            type: 'Error',
          },
        ]),
      );

      // Still taking work.
      await queue.add('ok', {}, { jobId: 'ok-2' });
      await expect.poll(() => state('ok-2'), { timeout: 20_000 }).toBe('completed');

      stray.child.kill('SIGUSR2');
      expect(await stray.exited).toBe(1);
      expect(stray.lines.filter((line) => line.level === 60).map((line) => line.msg)).toEqual([
        'uncaught exception outside any job: the worker stops',
      ]);
    } finally {
      if (stray.alive()) stray.child.kill('SIGKILL');
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      connection.disconnect();
    }
  }, 60_000);
});
