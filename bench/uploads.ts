import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDb } from '../db/client';
import { createApplicantSession } from '../server/applicants/applicant-sessions';
import { applicationValues } from '../tests/support/factories';
import { freePort } from '../tests/support/services/free-port';
import { startBenchProcess, waitForHealthy } from './server-process';
import { percentile } from './stats';

const MB = 1024 * 1024;

export interface UploadFigures {
  uploads: number;
  megabytes: number;
  /** Each upload's time, request to answer, with `uploads` in flight at once. */
  p50Ms: number;
  maxMs: number;
  /** The same bytes written to the same disk by `uploads` streams at once: the floor. */
  diskCopyMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  statuses: number[];
}

/** A PDF of `bytes` (a header, then padding): the path a document streams through untouched. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%bench\n');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

/**
 * Stage 5: `uploads` documents of `megabytes` each sent at once to the production server (one
 * process, the directory driver), against the time to copy the same bytes to disk. The server's
 * RSS is read from /proc, so the client's buffers are not counted.
 */
export async function measureUploads(options: { databaseUrl: string; env: NodeJS.ProcessEnv; logDir: string; origin: string; uploads: number; megabytes: number; nodeArgs: string[] }): Promise<UploadFigures> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
  const db = createDb({ connectionString: options.databaseUrl, max: 2 });
  const port = await freePort();
  const server = startBenchProcess(
    'dist/server/main.js',
    { ...options.env, PORT: String(port), UPLOADS_DIR: uploadsDir, UPLOAD_SCAN: 'off' },
    path.join(options.logDir, 'server-uploads.log'),
    options.nodeArgs,
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${url}/healthz`, server.child);
    const file = pdfOf(options.megabytes * MB - 64 * 1024);
    const senders = [];
    for (let i = 0; i < options.uploads; i += 1) {
      const email = `bench-upload-${i}-${randomBytes(3).toString('hex')}@mail.example`;
      const application = await db.insertInto('applications').values(applicationValues({ email })).returning('id').executeTakeFirstOrThrow();
      const { token } = await createApplicantSession(db, email);
      senders.push({ applicationId: application.id, cookie: `applicant_session=${token}` });
    }
    const rssBeforeMb = Math.max(...server.peakRssMb());
    const timed = await Promise.all(
      senders.map(async ({ applicationId, cookie }) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'report.pdf');
        const started = performance.now();
        const response = await fetch(`${url}/api/applicant/documents/${applicationId}/school_report`, {
          method: 'POST',
          headers: { cookie, origin: options.origin },
          body: form,
        });
        await response.arrayBuffer();
        return { ms: performance.now() - started, status: response.status };
      }),
    );
    const rssPeakMb = Math.max(...server.peakRssMb());

    const copyDir = await mkdtemp(path.join(os.tmpdir(), 'bench-copy-'));
    const copyStarted = performance.now();
    await Promise.all(
      senders.map((_, i) =>
        pipeline(
          Readable.from((function* () {
            for (let at = 0; at < file.length; at += 64 * 1024) yield file.subarray(at, at + 64 * 1024);
          })()),
          createWriteStream(path.join(copyDir, `copy-${i}`)),
        ),
      ),
    );
    const diskCopyMs = performance.now() - copyStarted;
    await rm(copyDir, { recursive: true, force: true });
    const samples = timed.map((t) => t.ms);
    return {
      uploads: options.uploads,
      megabytes: file.length / MB,
      p50Ms: percentile(samples, 50),
      maxMs: Math.max(...samples),
      diskCopyMs,
      rssBeforeMb,
      rssPeakMb,
      statuses: timed.map((t) => t.status),
    };
  } finally {
    await server.stop();
    await db.destroy();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}
