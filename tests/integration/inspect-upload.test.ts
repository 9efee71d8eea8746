import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectUpload, UploadRefusedError } from '../../core/documents/inspect-upload';
import { directoryStorage } from '../../core/storage/directory-storage';
import { newObjectKey, type ObjectStorage } from '../../core/storage/object-storage';
import { javascriptPdf } from '../support/documents/files';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_IMAGE_TOO_LARGE,
  DOCUMENT_IMAGE_UNREADABLE,
  DOCUMENT_PDF_ACTIVE,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_REFUSED,
  MAX_DOCUMENT_BYTES,
} from '../../domain/document-types';

const CHUNK = 64 * 1024;
const GPS_IFD_POINTER = 0x8825;

/** The bytes in 64 KB chunks, as a browser's upload arrives. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
    })(),
  );
}

/** Sends `before`, then fails, as a dropped connection does. */
function failingAfter(before: Buffer, error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield before;
      throw error;
    })(),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The reason and message of the UploadRefusedError `promise` rejects with. */
async function refusal(promise: Promise<unknown>): Promise<{ reason: string; message: string }> {
  const outcome: unknown = await promise.then(
    () => 'accepted',
    (error: unknown) => error,
  );
  if (!(outcome instanceof UploadRefusedError))
    throw new Error(`Expected an UploadRefusedError, got ${String(outcome)}`);
  return { reason: outcome.reason, message: outcome.message };
}

/**
 * The tag numbers of an EXIF block's first IFD and of its GPS IFD, read by hand: exif-reader is
 * not installed. The block is sharp's `metadata().exif`: "Exif\0\0", then a TIFF header.
 */
function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(6);
  const littleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, index) => ifd + 2 + index * 12);
  const ifd0 = entries(u32(4));
  const gpsPointer = ifd0.find((entry) => u16(entry) === GPS_IFD_POINTER);
  return { ifd0: ifd0.map(u16), gps: gpsPointer === undefined ? [] : entries(u32(gpsPointer + 8)).map(u16) };
}

const LOCATION_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,28.8N" exif:GPSLongitude="3,10.8W"/>
</rdf:RDF></x:xmpmeta>`;

/** A phone's photo: 20x10 as stored, orientation 6 (shown turned a quarter), with where it was taken. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#b22' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 48/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 10/1 48/1' },
    })
    .withXmp(LOCATION_XMP)
    .jpeg()
    .toBuffer();
}

function scan(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } })
    .withExif({ IFD0: { Make: 'ScannerMaker' } })
    .png()
    .toBuffer();
}

/** A one-page PDF, written by hand with a correct cross-reference table. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(text));
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A PDF of `size` bytes: the page above, then filler after its end (readers ignore it). */
function pdfOfSize(size: number): Buffer {
  const pdf = onePagePdf();
  return Buffer.concat([pdf, randomBytes(size - pdf.length)]);
}

describe('inspectUpload', () => {
  let root: string;
  let storage: ObjectStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'inspect-upload-'));
    storage = directoryStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const storedFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('stores a photo without its EXIF (GPS included) or XMP', async () => {
    const photo = await photoWithLocation();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    const tags = exifTags(before.exif ?? Buffer.alloc(0));
    expect(tags.ifd0).toContain(GPS_IFD_POINTER);
    expect(tags.gps).toEqual(expect.arrayContaining([1, 2, 3, 4])); // latitude and longitude, with their refs
    expect(before.xmp?.toString()).toContain('GPSLatitude');

    const upload = await inspectUpload(chunked(photo));
    expect(upload.mimeType).toBe('image/jpeg');
    const key = newObjectKey();
    await storage.put(key, upload.body);
    const stored = await readAll(await storage.get(key));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    await storage.delete(key);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const upload = await inspectUpload(chunked(await photoWithLocation()));
    const upright = await sharp(await readAll(upload.body)).metadata();
    expect([upright.width, upright.height]).toEqual([10, 20]);
    expect(upright.orientation).toBeUndefined();
  });

  it('detects a PNG by its bytes, whatever name or type the browser gave it, and drops its EXIF', async () => {
    // The API takes no name or claimed type: "scan.pdf" sent as application/pdf reaches it as bytes only.
    const upload = await inspectUpload(chunked(await scan()));
    expect(upload.mimeType).toBe('image/png');
    const stored = await readAll(upload.body);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['png', 30, 20, undefined]);
  });

  it('stores a PDF byte for byte', async () => {
    const pdf = onePagePdf();
    const upload = await inspectUpload(chunked(pdf));
    expect(upload.mimeType).toBe('application/pdf');
    const key = newObjectKey();
    await storage.put(key, upload.body);
    expect(sha256(await readAll(await storage.get(key)))).toBe(sha256(pdf));
    await storage.delete(key);
  });

  it('keeps nothing of a script hidden in a JPEG: in a comment or after the image ends', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const photo = await photoWithLocation();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.alloc(2), Buffer.from(payload)]);
    comment.writeUInt16BE(comment.length - 2, 2);
    const polyglot = Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2), Buffer.from(payload)]);
    expect(polyglot.includes(payload)).toBe(true);

    const upload = await inspectUpload(chunked(polyglot));
    expect(upload.mimeType).toBe('image/jpeg');
    const stored = await readAll(upload.body);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect(stored.includes('<script')).toBe(false);
  });

  describe('refuses what is not a PDF, JPEG or PNG, by its bytes', () => {
    const blue = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } });
    const files: [string, () => Promise<Buffer> | Buffer][] = [
      ['an HTML page renamed photo.jpg', () => Buffer.from('<!doctype html><script>alert(1)</script>')],
      [
        'an SVG with a script',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      ['a GIF', () => blue().gif().toBuffer()],
      ['an AVIF (what sharp reads of HEIF)', () => blue().avif().toBuffer()],
      ['a ZIP', () => Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(2000)])],
      ['a Windows program', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)])],
      ['bytes of no known type', () => Buffer.from(Array.from({ length: 10_000 }, (_, index) => (index * 7919) % 251))],
    ];
    it.each(files)('%s', async (_name, file) => {
      const source = chunked(await file());
      expect(await refusal(inspectUpload(source))).toEqual({ reason: 'type', message: DOCUMENT_TYPE_REFUSED });
      expect(source.destroyed).toBe(true);
    });
  });

  it('refuses an empty file', async () => {
    expect(await refusal(inspectUpload(Readable.from([])))).toEqual({ reason: 'empty', message: DOCUMENT_EMPTY });
  });

  it('takes a PDF of exactly 10 MB and refuses one of 10 MB and a byte, storing nothing of it', async () => {
    const upload = await inspectUpload(chunked(pdfOfSize(MAX_DOCUMENT_BYTES)));
    expect((await readAll(upload.body)).length).toBe(MAX_DOCUMENT_BYTES);

    const tooLarge = await inspectUpload(chunked(pdfOfSize(MAX_DOCUMENT_BYTES + 1)));
    expect(tooLarge.mimeType).toBe('application/pdf');
    expect(await refusal(storage.put(newObjectKey(), tooLarge.body))).toEqual({
      reason: 'too-large',
      message: DOCUMENT_TOO_LARGE,
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an image over 10 MB before decoding it', async () => {
    const padded = Buffer.concat([await photoWithLocation(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const upload = await inspectUpload(chunked(padded));
    expect(await refusal(readAll(upload.body))).toEqual({ reason: 'too-large', message: DOCUMENT_TOO_LARGE });
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    // 100 megapixels of one grey: about 300 KB as a PNG, 100 MB once decoded.
    const side = 10_000;
    const bomb = await sharp(Buffer.alloc(side * side, 128), {
      raw: { width: side, height: side, channels: 1 },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    const upload = await inspectUpload(chunked(bomb));
    expect(upload.mimeType).toBe('image/png');
    expect(await refusal(readAll(upload.body))).toEqual({
      reason: 'image-too-large',
      message: DOCUMENT_IMAGE_TOO_LARGE,
    });
  });

  it('refuses a JPEG that is corrupt after its header, or cut short', async () => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 'A')]);
    const noise = await sharp({
      create: {
        width: 200,
        height: 200,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cutShort = noise.subarray(0, Math.floor(noise.length / 2));
    for (const file of [corrupt, cutShort]) {
      const upload = await inspectUpload(chunked(file));
      expect(upload.mimeType).toBe('image/jpeg');
      expect(await refusal(readAll(upload.body))).toEqual({
        reason: 'image-unreadable',
        message: DOCUMENT_IMAGE_UNREADABLE,
      });
    }
  });

  it('fails the body with the source’s own error when the connection drops, and stores nothing', async () => {
    for (const start of [onePagePdf(), await photoWithLocation()]) {
      const dropped = new Error('connection reset');
      const upload = await inspectUpload(failingAfter(Buffer.concat([start, randomBytes(CHUNK)]), dropped));
      await expect(storage.put(newObjectKey(), upload.body)).rejects.toBe(dropped);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('stops reading the source when the caller abandons the body', async () => {
    const unread = chunked(pdfOfSize(2 * 1024 * 1024));
    (await inspectUpload(unread)).body.destroy();

    const halfRead = chunked(pdfOfSize(2 * 1024 * 1024));
    const { body } = await inspectUpload(halfRead);
    for await (const chunk of body) {
      expect(chunk).toBeInstanceOf(Buffer);
      break;
    }
    await nextTurn();
    expect([unread.destroyed, halfRead.destroyed]).toEqual([true, true]);
  });

  it('streams a 10 MB PDF through without holding it, and reads it for active content before its body ends', async () => {
    const pdf = pdfOfSize(MAX_DOCUMENT_BYTES);
    let sent = 0;
    let received = 0;
    let mostAhead = 0;
    let sentAtFirstOutput: number | undefined;
    const source = Readable.from(
      (function* () {
        for (; sent < pdf.length; sent += CHUNK) {
          mostAhead = Math.max(mostAhead, sent - received);
          yield pdf.subarray(sent, sent + CHUNK);
        }
      })(),
    );

    const { body } = await inspectUpload(source);
    for await (const chunk of body) {
      sentAtFirstOutput ??= sent;
      received += (chunk as Buffer).length;
      await nextTurn(); // a consumer slower than the source, as storage is
    }
    expect(received).toBe(pdf.length);
    expect(sentAtFirstOutput).toBeLessThan(1024 * 1024);
    // What the streams between source and consumer hold at once: their buffers, not the file.
    expect(mostAhead).toBeLessThan(1024 * 1024);

    const scripted = await inspectUpload(chunked(javascriptPdf({ objectStream: true })));
    expect(scripted.mimeType).toBe('application/pdf');
    await expect(storage.put(newObjectKey(), scripted.body)).rejects.toMatchObject({
      reason: 'pdf-active',
      message: DOCUMENT_PDF_ACTIVE,
    });
    expect(await storedFiles()).toEqual([]);
  });
});
