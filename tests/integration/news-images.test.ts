import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_IMAGE_UPLOAD_PATH } from '../../domain/news-images';
import { NOT_AN_IMAGE } from '../../server/content/news-images';
import type { RunningServer } from '../../server/start-server';
import { createEditor, createSessionCookie, createStaff } from '../support/factories';
import { startTestServer } from '../support/running-stack';
import { testDb, uniqueRedisPrefix } from '../support/test-db';

const db = testDb();
const ORIGIN = 'http://127.0.0.1:3000';
let server: RunningServer;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'news-images-'));
  server = await startTestServer({ redisPrefix: uniqueRedisPrefix('news-images'), env: { UPLOADS_DIR: uploadsDir } });
});

afterAll(async () => {
  await server?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function upload(cookie: string | null, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${server.url}${NEWS_IMAGE_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id?: string; message?: string } };
}

const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#7a3' } })
    .withExif({ IFD0: { Artist: 'Someone Private' } })
    .jpeg()
    .toBuffer();

describe('news images', () => {
  it('resizes an editor’s photo into the card’s sizes, without its metadata, served from the site itself', async () => {
    const editor = await createEditor(db, { label: 'image-editor' });
    const { status, body } = await upload(await createSessionCookie(db, editor), await photo(), 'photo.jpg');
    expect(status).toBe(201);
    for (const [width, height] of [
      [480, 270],
      [960, 540],
    ]) {
      const response = await fetch(`${server.url}/media/news/${body.id}-${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
    }
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('actor_id', '=', editor.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'content.image_uploaded', subject_id: body.id });
    expect((await fetch(`${server.url}/media/news/${body.id}-720.webp`)).status).toBe(404);
  });

  it('refuses what is not a picture, by its bytes, whatever its name says, and stores nothing', async () => {
    const editor = await createEditor(db, { label: 'image-refused' });
    const cookie = await createSessionCookie(db, editor);
    const before = await db.selectFrom('content_images').select('id').execute();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await upload(cookie, pdf, 'photo.jpg')).toEqual({ status: 415, body: { message: NOT_AN_IMAGE } });
    const text = await upload(cookie, Buffer.from('just some words'), 'photo.jpg');
    expect(text.status).toBe(400);
    expect(await db.selectFrom('content_images').select('id').execute()).toEqual(before);
  });

  it('takes uploads from editors and admins only', async () => {
    const staff = await createStaff(db, { label: 'image-no-role' });
    const picture = await photo();
    expect((await upload(null, picture, 'a.jpg')).status).toBe(401);
    expect((await upload(await createSessionCookie(db, staff), picture, 'a.jpg')).status).toBe(403);
  });
});
