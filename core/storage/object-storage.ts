import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/**
 * Where applicants' files live (docs/decisions/111-object-storage.md): a directory under
 * `.data/uploads` by default, S3-compatible storage when `S3_URL` is set. Keys are random and
 * never a file's name, which stays in the database.
 */
export interface ObjectStorage {
  /**
   * Streams `body` into a new object at `key`, never holding it whole in memory. A stream that
   * fails, is aborted or passes `maxBytes` rejects and leaves nothing stored.
   */
  put(key: string, body: Readable, options?: { maxBytes?: number; contentType?: string }): Promise<{ size: number }>;
  /** The object's bytes; rejects with ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what uploads cut off by a crash or a power cut left half-written, untouched since
   * `olderThan`, and says how many. What it cannot remove stays for the next time.
   */
  removeAbandonedUploads(olderThan: Date): Promise<number>;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** A new random key: 128 bits, URL- and path-safe, with nothing of the file in it. */
export function newObjectKey(): string {
  return randomBytes(16).toString('hex');
}

/** Keys this module made: anything else (a path, a name) is refused before it reaches a driver. */
export function assertObjectKey(key: string): void {
  if (!/^[0-9a-f]{32}$/.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key.slice(0, 40))}`);
}

/** Passes bytes through, counting them, and fails the stream once they pass `maxBytes`. */
export function byteLimit(maxBytes = Number.POSITIVE_INFINITY): Transform & { bytes: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(counter, { bytes: () => bytes });
}
