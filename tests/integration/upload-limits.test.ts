import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE } from '../../core/documents/image-work';
import { directoryStorage } from '../../core/storage/directory-storage';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { DEFAULT_UPLOAD_LIMITS } from '../../server/security/rate-limiters';
import type { RunningServer } from '../../server/start-server';
import { pdfBytes } from '../support/documents/files';
import { createApplication } from '../support/factories';
import { startTestServer } from '../support/running-stack';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = 'http://127.0.0.1:3000';
const db = testDb();
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-upload-limits-'));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

/** A server of its own, so its limits count from zero; `env` beside the upload directory. */
async function withServer(env: Record<string, string>, test: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startTestServer({
    redisPrefix: uniqueRedisPrefix('upload-limits'),
    env: { UPLOADS_DIR: uploadsDir, ...env },
  });
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

async function applicant() {
  const email = uniqueEmail('upload-limits');
  const application = await createApplication(db, { email, programme: 'alevel' });
  return { email, applicationId: application.id, cookie: await sessionCookie(email) };
}

async function sessionCookie(email: string): Promise<string> {
  return `applicant_session=${(await createApplicantSession(db, email)).token}`;
}

interface Sent {
  status: number;
  retryAfter: string | null;
  body: { document?: { id: string }; error?: { message: string } };
}

async function upload(
  server: RunningServer,
  cookie: string,
  applicationId: string,
  file: Buffer,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'document');
  const response = await fetch(`${server.url}/api/applicant/documents/${applicationId}/school_report`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, ...headers },
    body: form,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Sent['body'],
  };
}

/** `count` uploads one after the other; their statuses. */
async function uploads(count: number, send: () => Promise<Sent>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).status);
  return statuses;
}

const documentsOf = (applicationId: string) =>
  db.selectFrom('application_documents').select('id').where('application_id', '=', applicationId).execute();

/** The refusal of a limit: 429 with the wait in words (which the Arabic space translates) and in Retry-After. */
function expectRefused(sent: Sent, wait: RegExp) {
  expect(sent.status).toBe(429);
  expect(sent.body.error?.message).toMatch(
    new RegExp(`^Too many attempts\\. Please wait ${wait.source} and try again\\.$`),
  );
  expect(Number(sent.retryAfter)).toBeGreaterThan(0);
}

describe('how many documents may be sent', () => {
  it(`takes ${DEFAULT_UPLOAD_LIMITS.perSessionPerHour} uploads from one applicant session an hour, then refuses with 429; another session may go on`, async () => {
    await withServer({}, async (server) => {
      const { email, applicationId, cookie } = await applicant();
      const allowed = await uploads(DEFAULT_UPLOAD_LIMITS.perSessionPerHour, () =>
        upload(server, cookie, applicationId, pdfBytes()),
      );
      expect(allowed.every((status) => status === 201)).toBe(true);
      const stored = await documentsOf(applicationId);

      const refused = await upload(server, cookie, applicationId, pdfBytes('one too many'));
      expectRefused(refused, /\d+ minutes?/);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60 * 60);
      expect(await documentsOf(applicationId)).toEqual(stored);

      expect((await upload(server, await sessionCookie(email), applicationId, pdfBytes())).status).toBe(201);
    });
  });

  it('takes UPLOAD_LIMIT_PER_IP_PER_HOUR uploads from one client address, whoever signs in, then refuses with 429; another address may go on', async () => {
    await withServer({ UPLOAD_LIMIT_PER_IP_PER_HOUR: '3', TRUST_PROXY: '1' }, async (server) => {
      const office = { 'x-forwarded-for': '198.51.100.7' };
      for (let i = 0; i < 3; i += 1) {
        const { applicationId, cookie } = await applicant();
        expect((await upload(server, cookie, applicationId, pdfBytes(), office)).status).toBe(201);
      }
      const next = await applicant();
      expectRefused(await upload(server, next.cookie, next.applicationId, pdfBytes(), office), /\d+ minutes?/);
      expect(await documentsOf(next.applicationId)).toEqual([]);

      expect(
        (await upload(server, next.cookie, next.applicationId, pdfBytes(), { 'x-forwarded-for': '198.51.100.8' }))
          .status,
      ).toBe(201);
    });
  });

  it(`takes ${DEFAULT_UPLOAD_LIMITS.perApplicationPerDay} uploads to one application a day, from any number of sessions, then refuses with 429 for hours; its applicant's other application may go on`, async () => {
    await withServer({}, async (server) => {
      const { email, applicationId } = await applicant();
      const sessions = [await sessionCookie(email), await sessionCookie(email)];
      const perSession = DEFAULT_UPLOAD_LIMITS.perApplicationPerDay / sessions.length;
      expect(perSession).toBeLessThan(DEFAULT_UPLOAD_LIMITS.perSessionPerHour);
      for (const cookie of sessions) {
        const statuses = await uploads(perSession, () => upload(server, cookie, applicationId, pdfBytes()));
        expect(statuses.every((status) => status === 201)).toBe(true);
      }
      const stored = await documentsOf(applicationId);

      const refused = await upload(server, await sessionCookie(email), applicationId, pdfBytes('one too many'));
      expectRefused(refused, /(23|24) hours/);
      expect(await documentsOf(applicationId)).toEqual(stored);

      const other = await createApplication(db, { email, programme: 'foundation' });
      expect((await upload(server, sessions[0]!, other.id, pdfBytes())).status).toBe(201);
    });
  });
});

describe('the work an image costs', () => {
  /**
   * 7000 x 7000 pixels with EXIF orientation 6 (to be shown turned a quarter clockwise), red in
   * the top-left corner as stored: about 300 KB that decode to 147 MB.
   */
  async function rotatedPhoto(): Promise<Buffer> {
    const seed = Buffer.alloc(7 * 7 * 3, 0xff);
    seed.set([0xdd, 0, 0], 0);
    return sharp(seed, { raw: { width: 7, height: 7, channels: 3 } })
      .resize(7000, 7000, { kernel: 'nearest' })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 80 })
      .toBuffer();
  }

  const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 180 && g < 60 && b < 60;

  async function pixel(image: Buffer, x: number, y: number) {
    const { data } = await sharp(image)
      .extract({ left: x, top: y, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { r: data[0]!, g: data[1]!, b: data[2]! };
  }

  it(
    `stores a 7000 x 7000 photo turned by its EXIF orientation at ${MAX_IMAGE_SIDE} px, upright`,
    { timeout: 120_000 },
    async () => {
      const photo = await rotatedPhoto();
      expect(photo.length).toBeLessThan(1024 * 1024);
      expect(await sharp(photo).metadata()).toMatchObject({ width: 7000, height: 7000, orientation: 6 });
      await withServer({}, async (server) => {
        const { applicationId, cookie } = await applicant();
        const sent = await upload(server, cookie, applicationId, photo);
        expect(sent.status).toBe(201);
        const row = await db
          .selectFrom('application_documents')
          .select(['object_key', 'mime_type', 'size_bytes'])
          .where('id', '=', sent.body.document!.id)
          .executeTakeFirstOrThrow();
        const chunks: Buffer[] = [];
        for await (const chunk of await directoryStorage(uploadsDir).get(row.object_key!)) chunks.push(chunk as Buffer);
        const stored = Buffer.concat(chunks);

        expect(row).toMatchObject({ mime_type: 'image/jpeg', size_bytes: stored.length });
        const metadata = await sharp(stored).metadata();
        expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({
          width: MAX_IMAGE_SIDE,
          height: MAX_IMAGE_SIDE,
          orientation: undefined,
        });
        // Turned a quarter clockwise: the stored top-left corner is now the top-right one.
        expect(isRed(await pixel(stored, MAX_IMAGE_SIDE - 50, 50))).toBe(true);
        expect(isRed(await pixel(stored, 50, 50))).toBe(false);
      });
    },
  );

  it(
    'decodes one image at a time in the process, with libvips caching nothing; every one is stored',
    { timeout: 120_000 },
    async () => {
      const photos = await Promise.all(
        ['#036', '#360', '#603', '#630'].map((background) =>
          sharp({ create: { width: 2400, height: 1800, channels: 3, background } })
            .withMetadata({ orientation: 8 })
            .jpeg()
            .toBuffer(),
        ),
      );
      await withServer({}, async (server) => {
        const senders = await Promise.all(photos.map(() => applicant()));
        // sharp's counters are the native module's, shared by every copy of it in this process.
        let mostAtOnce = 0;
        const watch = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, sharp.counters().process)), 2);
        try {
          const sent = await Promise.all(
            photos.map((photo, i) => upload(server, senders[i]!.cookie, senders[i]!.applicationId, photo)),
          );
          expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201]);
        } finally {
          clearInterval(watch);
        }
        expect(mostAtOnce).toBe(1);
        expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
        expect(sharp.concurrency()).toBe(1);
      });
    },
  );
});
