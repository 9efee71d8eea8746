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
  /**
   * The same bytes written to the same disk by `uploads` streams at once, each file fsynced
   * before it closes, as the directory driver does: the floor.
   */
  diskCopyMs: number;
  /** The same, left in the page cache (no fsync): what the disk copy costs the CPU alone. */
  pageCacheCopyMs: number;
  /** The same uploads at once to a bare Node HTTP server that streams each to a file: the floor over HTTP. */
  bareHttpMs: number;
  /** The server's first upload, alone, before the measured ones (it loads the type sniffer). */
  firstUploadMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  statuses: number[];
}

/** A PDF of `bytes` (a header, then padding): the path a document streams through untouched. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%bench\n');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

/** The slowest of `uploads` posts of `body` at once to bench/bare-upload-receiver.mjs. */
async function timeBareHttpUploads(body: Blob, contentType: string, uploads: number, logDir: string): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-'));
  const port = await freePort();
  const receiver = startBenchProcess(
    'bench/bare-upload-receiver.mjs',
    { PORT: String(port), DIR: dir },
    path.join(logDir, 'bare-receiver.log'),
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${url}/healthz`, receiver.child);
    const post = async () => {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    await post();
    return Math.max(...(await Promise.all(Array.from({ length: uploads }, post))));
  } finally {
    await receiver.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** `copies` copies of `file` written at once in 64 KB chunks; `durable` fsyncs each before it closes. */
async function timeDiskCopies(file: Buffer, copies: number, { durable }: { durable: boolean }): Promise<number> {
  const copyDir = await mkdtemp(path.join(os.tmpdir(), 'bench-copy-'));
  try {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: copies }, (_, i) =>
        pipeline(
          Readable.from(
            (function* () {
              for (let at = 0; at < file.length; at += 64 * 1024) yield file.subarray(at, at + 64 * 1024);
            })(),
          ),
          createWriteStream(path.join(copyDir, `copy-${i}`), { flush: durable }),
        ),
      ),
    );
    return performance.now() - started;
  } finally {
    await rm(copyDir, { recursive: true, force: true });
  }
}

/** One file part, as multipart/form-data. */
function multipartBody(file: Buffer, name: string, type: string): { contentType: string; body: Blob } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: new Blob([head, new Uint8Array(file), `\r\n--${boundary}--\r\n`]),
  };
}

/**
 * Stage 5: `uploads` documents of `megabytes` each sent at once to the production server (one
 * process, the directory driver), against the time to copy the same bytes to disk. The server's
 * RSS is read from /proc, so the client's buffers are not counted.
 */
export async function measureUploads(options: {
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  origin: string;
  uploads: number;
  megabytes: number;
  nodeArgs: string[];
}): Promise<UploadFigures> {
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
    for (let i = 0; i <= options.uploads; i += 1) {
      const email = `bench-upload-${i}-${randomBytes(3).toString('hex')}@mail.example`;
      const application = await db
        .insertInto('applications')
        .values(applicationValues({ email }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const { token } = await createApplicantSession(db, email);
      senders.push({ applicationId: application.id, cookie: `applicant_session=${token}` });
    }
    // The multipart body is encoded once, as a browser streams a file it already holds: the
    // figure is the server's, not the bench's FormData encoder's on the same two cores.
    const { contentType, body } = multipartBody(file, 'report.pdf', 'application/pdf');
    const upload = async ({ applicationId, cookie }: { applicationId: string; cookie: string }) => {
      const started = performance.now();
      const response = await fetch(`${url}/api/applicant/documents/${applicationId}/school_report`, {
        method: 'POST',
        headers: { cookie, origin: options.origin, 'content-type': contentType },
        body,
      });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };
    // The first upload a server takes loads file-type (and sharp, for an image): a one-time cost
    // of a fresh process, reported apart; the figures are those of a server that has seen one.
    const [warmUp, ...measured] = senders;
    const first = await upload(warmUp!);
    const rssBeforeMb = Math.max(...server.peakRssMb());
    const timed = await Promise.all(measured.map(upload));
    const rssPeakMb = Math.max(...server.peakRssMb());
    const bareHttpMs = await timeBareHttpUploads(body, contentType, measured.length, options.logDir);

    const pageCacheCopyMs = await timeDiskCopies(file, measured.length, { durable: false });
    const diskCopyMs = await timeDiskCopies(file, measured.length, { durable: true });
    const samples = timed.map((t) => t.ms);
    return {
      uploads: options.uploads,
      megabytes: file.length / MB,
      p50Ms: percentile(samples, 50),
      maxMs: Math.max(...samples),
      diskCopyMs,
      pageCacheCopyMs,
      firstUploadMs: first.ms,
      bareHttpMs,
      rssBeforeMb,
      rssPeakMb,
      statuses: [first, ...timed].map((t) => t.status),
    };
  } finally {
    await server.stop();
    await db.destroy();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}
