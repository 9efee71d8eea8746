import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDb } from '../db/client';
import { createApplicantSession } from '../server/applicants/applicant-sessions';
import { applicationValues } from '../tests/support/factories';
import { seedStandingIntakes } from '../tests/support/standing-intakes';
import { freePort } from '../tests/support/services/free-port';
import { startBenchProcess, waitForHealthy, type BenchProcess } from './server-process';
import { percentile } from './stats';

const MB = 1024 * 1024;

/** One run of `uploads` documents sent at once to the server, then to the bare receiver. */
export interface UploadRun {
  /** Each upload's time, request to answer, with all of them in flight at once. */
  p50Ms: number;
  maxMs: number;
  /** The same uploads at once to bench/bare-upload-receiver.mjs: the slowest, and its CPU per upload. */
  bareMaxMs: number;
  bareCpuMsPerUpload: number;
  /** The bare server's highest RSS while its uploads were in flight, and before them. */
  bareRssPeakMb: number;
  /** The server's highest RSS while its uploads were in flight. */
  rssPeakMb: number;
  /** The server's CPU time (all its threads) per upload in the run. */
  cpuMsPerUpload: number;
  statuses: number[];
}

/** Ten (`images`) 7000 x 7000 EXIF-rotated JPEGs at once, and a normal upload sent with them. */
export interface ImageBurst {
  images: number;
  imageBytes: number;
  side: number;
  maxMs: number;
  statuses: number[];
  /** The normal uploads sent in the same instant: a phone photo and a PDF, each from another applicant. */
  normal: { name: string; bytes: number; ms: number; status: number }[];
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface UploadFigures {
  uploads: number;
  megabytes: number;
  runs: UploadRun[];
  /** The server's first upload, alone, before the measured ones (it loads the type sniffer). */
  firstUploadMs: number;
  firstStatus: number;
  rssBeforeMb: number;
  images: ImageBurst;
}

/** A PDF of `bytes` (a header, then padding): the path a document streams through untouched. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%bench\n');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

/**
 * The image of the finding in docs/decisions/123-upload-limits.md: 7000 x 7000 pixels of one
 * colour, as sharp writes it by default (quality 80), 289 KB, with an EXIF rotation that makes
 * a server that re-encodes it turn the whole image.
 */
async function rotatedBigJpeg(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#f4f1ea' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A phone photo as applicants send one: 4032 x 3024, with detail everywhere (about 2 MB). */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const small = await sharp(randomBytes((width / 8) * (height / 8) * 3), {
    raw: { width: width / 8, height: height / 8, channels: 3 },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
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

interface Sender {
  applicationId: string;
  cookie: string;
}

interface Timed {
  ms: number;
  status: number;
}

async function post(url: string, headers: Record<string, string>, body: Blob): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Runs `work` while watching the server's memory: the highest RSS it reached meanwhile. */
async function withPeakRss<T>(server: BenchProcess, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  const watch = server.watchRss();
  const result = await work();
  return { result, peakMb: watch.end() };
}

/**
 * Stage 5: `uploads` documents of `megabytes` each sent at once to the production server (one
 * process, the directory driver), and the same to a bare Node server that only streams each
 * body to an fsynced file, in each of `runs` runs (the two alternate which goes first, so a
 * change in the machine's load falls on both). Then `images` 7000 x 7000 JPEGs at once with
 * a phone photo and a PDF sent in the same instant. The server's RSS is read from /proc, so
 * the client's buffers are not counted.
 */
export async function measureUploads(options: {
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  origin: string;
  uploads: number;
  megabytes: number;
  runs: number;
  images: number;
  nodeArgs: string[];
}): Promise<UploadFigures> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
  const bareDir = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-'));
  const db = createDb({ connectionString: options.databaseUrl, max: 2 });
  const [port, barePort] = [await freePort(), await freePort()];
  const server = startBenchProcess(
    'dist/server/main.js',
    {
      ...options.env,
      PORT: String(port),
      UPLOADS_DIR: uploadsDir,
      UPLOAD_SCAN: 'off',
      // Every upload here comes from 127.0.0.1; the per-session and per-application limits stay.
      UPLOAD_LIMIT_PER_IP_PER_HOUR: '1000000',
    },
    path.join(options.logDir, 'server-uploads.log'),
    options.nodeArgs,
  );
  const bare = startBenchProcess(
    'bench/bare-upload-receiver.mjs',
    { PORT: String(barePort), DIR: bareDir },
    path.join(options.logDir, 'bare-receiver.log'),
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitForHealthy(`${url}/healthz`, server.child);
    await waitForHealthy(`${bareUrl}/healthz`, bare.child);

    // One applicant per upload in flight (the per-session and per-application limits are the
    // server's own), plus one to warm up and two for the normal uploads beside the images.
    const senderCount = Math.max(options.uploads, options.images) + 3;
    // Every application names its intake (decision 128): the tests' standing ones.
    await seedStandingIntakes(db);
    const senders: Sender[] = [];
    for (let i = 0; i < senderCount; i += 1) {
      const email = `bench-upload-${i}-${randomBytes(3).toString('hex')}@mail.example`;
      const application = await db
        .insertInto('applications')
        .values(applicationValues({ email }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const { token } = await createApplicantSession(db, email);
      senders.push({ applicationId: application.id, cookie: `applicant_session=${token}` });
    }
    const upload = (sender: Sender, item: string, { contentType, body }: { contentType: string; body: Blob }) =>
      post(
        `${url}/api/applicant/documents/${sender.applicationId}/${item}`,
        { cookie: sender.cookie, origin: options.origin, 'content-type': contentType },
        body,
      );

    // The multipart body is encoded once, as a browser streams a file it already holds: the
    // figure is the server's, not the bench's FormData encoder's on the same two cores.
    const file = pdfOf(options.megabytes * MB - 64 * 1024);
    const document = multipartBody(file, 'report.pdf', 'application/pdf');
    const [warmUp, ...rest] = senders;
    const measured = rest.slice(0, options.uploads);
    // The first upload a server takes loads file-type: a one-time cost of a fresh process,
    // reported apart; the figures are those of a server that has seen one. The bare server warms up too.
    const first = await upload(warmUp!, 'school_report', document);
    await post(bareUrl, { 'content-type': document.contentType }, document.body);
    const rssBeforeMb = Math.max(...server.peakRssMb());

    const serverRun = async () => {
      const cpuBefore = server.cpuMs();
      const ours = await withPeakRss(server, () =>
        Promise.all(measured.map((sender) => upload(sender, 'school_report', document))),
      );
      return { ...ours, cpuMs: server.cpuMs() - cpuBefore };
    };
    const bareRun = async () => {
      const cpuBefore = bare.cpuMs();
      const { result: timed, peakMb } = await withPeakRss(bare, () =>
        Promise.all(measured.map(() => post(bareUrl, { 'content-type': document.contentType }, document.body))),
      );
      return { maxMs: Math.max(...timed.map((t) => t.ms)), cpuMs: bare.cpuMs() - cpuBefore, peakMb };
    };
    const runs: UploadRun[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      let ours: Awaited<ReturnType<typeof serverRun>>;
      let bareTimed: Awaited<ReturnType<typeof bareRun>>;
      if (run % 2 === 0) {
        ours = await serverRun();
        bareTimed = await bareRun();
      } else {
        bareTimed = await bareRun();
        ours = await serverRun();
      }
      const samples = ours.result.map((t) => t.ms);
      runs.push({
        p50Ms: percentile(samples, 50),
        maxMs: Math.max(...samples),
        bareMaxMs: bareTimed.maxMs,
        bareCpuMsPerUpload: bareTimed.cpuMs / measured.length,
        bareRssPeakMb: bareTimed.peakMb,
        rssPeakMb: ours.peakMb,
        cpuMsPerUpload: ours.cpuMs / measured.length,
        statuses: ours.result.map((t) => t.status),
      });
    }

    const images = await imageBurst(server, senders, options.images, upload);
    return {
      uploads: measured.length,
      megabytes: file.length / MB,
      runs,
      firstUploadMs: first.ms,
      rssBeforeMb,
      firstStatus: first.status,
      images,
    };
  } finally {
    await server.stop();
    await bare.stop();
    await db.destroy();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
}

/** The images of decision 123's finding, all at once, and two normal uploads in the same instant. */
async function imageBurst(
  server: BenchProcess,
  senders: Sender[],
  count: number,
  upload: (sender: Sender, item: string, body: { contentType: string; body: Blob }) => Promise<Timed>,
): Promise<ImageBurst> {
  const side = 7000;
  const image = await rotatedBigJpeg(side);
  const photo = await phonePhoto();
  const pdf = pdfOf(1 * MB);
  const bodies = {
    image: multipartBody(image, 'scan.jpg', 'image/jpeg'),
    photo: multipartBody(photo, 'passport.jpg', 'image/jpeg'),
    pdf: multipartBody(pdf, 'report.pdf', 'application/pdf'),
  };
  const [photoSender, pdfSender, ...rest] = senders.slice(1);
  const rssBeforeMb = Math.max(...server.rssMb());
  const { result, peakMb } = await withPeakRss(server, () =>
    Promise.all([
      Promise.all(rest.slice(0, count).map((sender) => upload(sender, 'school_report', bodies.image))),
      upload(photoSender!, 'identity', bodies.photo),
      upload(pdfSender!, 'identity', bodies.pdf),
    ]),
  );
  const [timed, photoTimed, pdfTimed] = result;
  return {
    images: timed.length,
    imageBytes: image.length,
    side,
    maxMs: Math.max(...timed.map((t) => t.ms)),
    statuses: timed.map((t) => t.status),
    normal: [
      { name: 'phone photo, 4032 x 3024', bytes: photo.length, ...photoTimed },
      { name: 'PDF', bytes: pdf.length, ...pdfTimed },
    ],
    rssBeforeMb,
    rssPeakMb: peakMb,
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-GB');

/** Stage 5's lines of the bench's table, with the targets of docs/performance.md. */
export function uploadRows(figures: UploadFigures): [string, string][] {
  const { runs, images } = figures;
  const ratios = runs.map((run) => run.maxMs / run.bareMaxMs);
  const rows: [string, string][] = runs.map((run, i) => [
    `(5) run ${i + 1}: ${figures.uploads} uploads of ${figures.megabytes.toFixed(1)} MB at once`,
    `slowest ${whole(run.maxMs)} ms (p50 ${whole(run.p50Ms)}) against ${whole(run.bareMaxMs)} ms bare = ${(run.maxMs / run.bareMaxMs).toFixed(2)}x; server RSS peak ${whole(run.rssPeakMb)} MB (bare ${whole(run.bareRssPeakMb)}), CPU an upload ${whole(run.cpuMsPerUpload)} ms (bare ${whole(run.bareCpuMsPerUpload)}); statuses ${[...new Set(run.statuses)].join(',')}`,
  ]);
  rows.push(
    [
      `(5) slowest / bare Node server, ${runs.length} runs`,
      `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x (target <= 1.5 in every run)`,
    ],
    [
      '(5) server RSS through those uploads',
      `${whole(figures.rssBeforeMb)} MB before, peak ${whole(Math.min(...runs.map((r) => r.rssPeakMb)))}-${whole(Math.max(...runs.map((r) => r.rssPeakMb)))} MB (target < 150 in every run)`,
    ],
    [
      "(5) the server's first upload, alone",
      `${whole(figures.firstUploadMs)} ms, status ${figures.firstStatus} (loads the type sniffer; not in the figures above)`,
    ],
    [
      `(5) ${images.images} images ${images.side} x ${images.side}, ${whole(images.imageBytes / 1024)} KB, EXIF-rotated, at once`,
      `slowest ${whole(images.maxMs)} ms; statuses ${[...new Set(images.statuses)].join(',')}`,
    ],
    ...images.normal.map((normal): [string, string] => [
      `(5) with them: a ${normal.name}, ${(normal.bytes / MB).toFixed(1)} MB`,
      `${whole(normal.ms)} ms, status ${normal.status} (target: completes)`,
    ]),
    [
      '(5) server RSS through the images',
      `${whole(images.rssBeforeMb)} MB before, peak ${whole(images.rssPeakMb)} MB (target < 200)`,
    ],
  );
  return rows;
}
