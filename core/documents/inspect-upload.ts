import { randomUUID } from 'node:crypto';
import { closeSync, createWriteStream, fstatSync, openSync, readSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_IMAGE_TOO_LARGE,
  DOCUMENT_IMAGE_UNREADABLE,
  DOCUMENT_PDF_ACTIVE,
  DOCUMENT_PDF_PASSWORD,
  DOCUMENT_PDF_UNCHECKED,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_REFUSED,
  isDocumentMimeType,
  MAX_DOCUMENT_BYTES,
  type DocumentMimeType,
} from '../../domain/document-types';
import { byteLimit, ObjectTooLargeError } from '../storage/object-storage';
import { MAX_IMAGE_SIDE, withImageSlot } from './image-work';
import { inspectPdf } from './pdf-active-content';

/** 50 megapixels: more than any phone camera; a decompression bomb has far more. */
export const MAX_DOCUMENT_PIXELS = 50_000_000;

// file-type's own sample size (its reasonableDetectionSizeInBytes, which it does not type).
const SNIFF_BYTES = 4100;

export type UploadRefusal =
  | 'type'
  | 'too-large'
  | 'image-unreadable'
  | 'image-too-large'
  | 'empty'
  | 'pdf-active'
  | 'pdf-password'
  | 'pdf-unchecked';

const REFUSAL_MESSAGES: Record<UploadRefusal, string> = {
  type: DOCUMENT_TYPE_REFUSED,
  'too-large': DOCUMENT_TOO_LARGE,
  'image-unreadable': DOCUMENT_IMAGE_UNREADABLE,
  'image-too-large': DOCUMENT_IMAGE_TOO_LARGE,
  empty: DOCUMENT_EMPTY,
  'pdf-active': DOCUMENT_PDF_ACTIVE,
  'pdf-password': DOCUMENT_PDF_PASSWORD,
  'pdf-unchecked': DOCUMENT_PDF_UNCHECKED,
};

/** A file the applicant must replace; `message` is the text to show them. */
export class UploadRefusedError extends Error {
  constructor(
    readonly reason: UploadRefusal,
    options?: { cause?: unknown },
  ) {
    super(REFUSAL_MESSAGES[reason], options);
    this.name = 'UploadRefusedError';
  }
}

export interface InspectedUpload {
  mimeType: DocumentMimeType;
  /** What to store: a PDF byte for byte once read for active content, an image re-encoded without its metadata. */
  body: Readable;
}

/**
 * Reads the type of an uploaded file from its first bytes (never its name or the browser's
 * claim) and gives back what may be stored. Resolves once the type is known. A PDF streams
 * through, and its body fails at the end if the PDF carries active content, needs a password, or
 * cannot be checked (pdf-active-content.ts); an image is decoded and re-encoded by sharp, which drops
 * EXIF (GPS included), XMP and comments and anything appended to the file, after turning the
 * photo upright and shrinking it to MAX_IMAGE_SIDE, one image at a time in the process. Refusals
 * found later (the size, a PDF's content, an image sharp cannot read or that has too many
 * pixels) fail `body`
 * with an UploadRefusedError; an error of the source itself, such as a dropped connection, fails
 * `body` unchanged. A refused upload's source is destroyed.
 */
export async function inspectUpload(
  source: Readable,
  { maxBytes = MAX_DOCUMENT_BYTES, maxPixels = MAX_DOCUMENT_PIXELS }: { maxBytes?: number; maxPixels?: number } = {},
): Promise<InspectedUpload> {
  const { head, whole } = await peek(source, SNIFF_BYTES);
  // Loaded on the first upload, not at start-up, like sharp below.
  const { fileTypeFromBuffer } = await import('file-type');
  const mimeType = head.length === 0 ? undefined : (await fileTypeFromBuffer(head))?.mime;
  if (!isDocumentMimeType(mimeType)) {
    source.destroy();
    throw new UploadRefusedError(head.length === 0 ? 'empty' : 'type');
  }
  const limited = pipeline(whole, byteLimit(maxBytes), () => {
    // Every error also fails `limited`, which the body reads.
  });
  const body = Readable.from(
    mimeType === 'application/pdf' ? checkedPdf(limited) : reencoded(limited, mimeType, maxPixels),
    {
      objectMode: false,
    },
  );
  // Readable.from does not run a generator that never started, so a body destroyed before its
  // first read would otherwise leave the source open.
  body.once('close', () => source.destroy());
  return { mimeType, body };
}

/** At least `size` bytes from the start of `source` (fewer if it is shorter), and then all of it again. */
async function peek(source: Readable, size: number): Promise<{ head: Buffer; whole: AsyncGenerator<Buffer> }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size && !done) {
    const next = await chunks.next();
    if (next.done) done = true;
    else {
      read.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(read);
  async function* whole() {
    if (head.length > 0) yield head;
    if (done) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, whole: whole() };
}

/** How much of a PDF's copy is held back to be written in one go: four of a request's 64 KB reads. */
const COPY_BATCH_BYTES = 256 * 1024;

/**
 * Passes a PDF on as it arrives, keeping a copy in a private temporary file, and reads the copy
 * for active content once the last byte is in: a refusal then fails the body before its end, so
 * storage keeps nothing. The copy, not memory, holds the file while it arrives (ten 10 MB uploads
 * at once would otherwise hold 100 MB); the read is synchronous, so one PDF at a time is in memory.
 */
async function* checkedPdf(limited: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const copyPath = path.join(tmpdir(), `academy-upload-${randomUUID()}.pdf`);
  // Written without waiting on each chunk, so a body its reader abandons stops its source at once.
  const copy = createWriteStream(copyPath, { flags: 'wx', mode: 0o600 });
  const copied = finished(copy);
  copied.catch(() => undefined);
  pdfsUnderWay++;
  try {
    try {
      // Written in batches (one writev of the chunks held back), not a write a chunk: each write
      // is a round trip to libuv's thread pool, and the small chunks a request arrives in made the
      // copy cost as much again as storing the file.
      let corked = 0;
      copy.cork();
      for await (const chunk of limited) {
        copy.write(chunk);
        corked += chunk.length;
        if (corked >= COPY_BATCH_BYTES) {
          copy.uncork();
          copy.cork();
          corked = 0;
        }
        yield chunk;
      }
    } catch (error) {
      throw refusalForSize(error);
    }
    copy.end();
    await copied;
    const verdict = inspectPdf(readCopy(copyPath));
    if (verdict.kind === 'active') throw new UploadRefusedError('pdf-active');
    if (verdict.kind === 'password') throw new UploadRefusedError('pdf-password');
    if (verdict.kind === 'unchecked') throw new UploadRefusedError('pdf-unchecked');
  } finally {
    if (--pdfsUnderWay === 0) checkBuffer = undefined;
    // Removed behind the answer: a body its reader abandoned closes (and stops its source) at once.
    copy.destroy();
    void copied
      .then(
        () => rm(copyPath, { force: true }),
        () => rm(copyPath, { force: true }),
      )
      .catch(() => undefined);
  }
}

/**
 * The one buffer the PDF checks of the process read their copies into while PDFs are arriving:
 * the check is synchronous, so one at a time uses it. A buffer per check would be freed only at
 * V8's next collection, and ten uploads at once left tens of MB of them waiting outside the heap
 * (decision 123). It is let go when the last PDF under way is checked, so the memory is the
 * images' again between bursts.
 */
let checkBuffer: Buffer | undefined;
let pdfsUnderWay = 0;

/** The copy's bytes, in `checkBuffer` while it fits (a view of it, valid until the next call). */
function readCopy(copyPath: string): Buffer {
  const fd = openSync(copyPath, 'r');
  try {
    const size = fstatSync(fd).size;
    const buffer =
      size <= MAX_DOCUMENT_BYTES
        ? (checkBuffer ??= Buffer.allocUnsafeSlow(MAX_DOCUMENT_BYTES))
        : Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const got = readSync(fd, buffer, read, size - read, read);
      if (got === 0) break;
      read += got;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

// sharp needs the whole image before it decodes (it buffers a stream's input too): 10 MB at most.
async function* reencoded(
  limited: AsyncIterable<Buffer>,
  mimeType: DocumentMimeType,
  maxPixels: number,
): AsyncGenerator<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of limited) chunks.push(chunk);
  } catch (error) {
    throw refusalForSize(error);
  }
  let output: Buffer;
  try {
    // failOn 'error' refuses truncated and corrupt files; by default sharp keeps no metadata.
    output = await withImageSlot(Buffer.concat(chunks), { limitInputPixels: maxPixels, failOn: 'error' }, (image) => {
      // Shrunk while decoding (a JPEG by a power of two), then turned upright at the smaller size.
      const upright = image
        .autoOrient()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
      // Optimised Huffman tables (mozjpeg's included) keep every block of the image until the end:
      // 150 MB at 7000 x 7000. Plain baseline JPEG is written as it is made, at about a quarter
      // more bytes than mozjpeg on a photo.
      return (
        mimeType === 'image/png' ? upright.png() : upright.jpeg({ quality: 90, optimiseCoding: false })
      ).toBuffer();
    });
  } catch (error) {
    // sharp gives its errors no code: its wording is what tells them apart (the tests would notice a change).
    const tooManyPixels = error instanceof Error && error.message.includes('exceeds pixel limit');
    throw new UploadRefusedError(tooManyPixels ? 'image-too-large' : 'image-unreadable', { cause: error });
  }
  yield output;
}

function refusalForSize(error: unknown): unknown {
  return error instanceof ObjectTooLargeError ? new UploadRefusedError('too-large', { cause: error }) : error;
}
