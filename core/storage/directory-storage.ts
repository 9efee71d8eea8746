import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, byteLimit, newObjectKey, ObjectNotFoundError, type ObjectStorage } from './object-storage';

/** Makes a rename in `dir` survive a power cut (the new name is written to disk). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A partial file nothing has written to for this long belongs to an upload whose process died
 * (a crash or a power cut skips the removal below); a live upload writes every few seconds even
 * on a slow line.
 */
export const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the partial files nothing has written to since `olderThan`: uploads that will never
 * finish. Housekeeping: what it cannot remove stays for the next sweep, and never fails the
 * upload that started it.
 */
async function removeAbandonedUploads(incoming: string, olderThan: Date): Promise<number> {
  const entries = await readdir(incoming).catch(() => []);
  let removed = 0;
  for (const name of entries) {
    const partial = path.join(incoming, name);
    const modified = await stat(partial).then(
      (file) => file.mtimeMs,
      () => Infinity,
    );
    if (modified >= olderThan.getTime()) continue;
    if (
      await rm(partial, { force: true }).then(
        () => true,
        () => false,
      )
    )
      removed += 1;
  }
  return removed;
}

/**
 * Objects as files in one directory (`make dev`, tests, a single machine). A file is written
 * under `.incoming/` and renamed into place only when whole, so a failed upload leaves nothing
 * under its key, and the half-written file is removed. `put` resolves only once the bytes and
 * the name are on disk: the caller then commits the row that points at the object, and
 * PostgreSQL's commit is durable, so the object must be too. A process's first `put` clears what
 * uploads cut off by a crash left under `.incoming/`, and so does every retention pass.
 */
export function directoryStorage(root: string): ObjectStorage {
  const incoming = path.join(root, '.incoming');
  let swept: Promise<void> | undefined;
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body, { maxBytes } = {}) {
      const target = pathOf(key);
      await mkdir(incoming, { recursive: true });
      await (swept ??= removeAbandonedUploads(incoming, new Date(Date.now() - ABANDONED_UPLOAD_MS)).then(
        () => undefined,
      ));
      const partial = path.join(incoming, `${key}.${newObjectKey()}`);
      const limit = byteLimit(maxBytes);
      try {
        // flush: the file is fsynced before it closes, and the pipeline waits for the close.
        await pipeline(body, limit, createWriteStream(partial, { flags: 'wx', flush: true }));
        await rename(partial, target);
        await syncDirectory(root);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: limit.bytes() };
    },
    async get(key) {
      const file = pathOf(key);
      // Opened here, not when the stream is first read: an object removed after this reads to
      // its end from the open file, and one removed before is ObjectNotFoundError, never an
      // 'error' event on a stream nobody listens to yet.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new ObjectNotFoundError(key) : error;
      });
      return handle.createReadStream();
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    removeAbandonedUploads: (olderThan) => removeAbandonedUploads(incoming, olderThan),
  };
}
