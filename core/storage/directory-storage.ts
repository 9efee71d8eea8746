import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
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
 * Objects as files in one directory (`make dev`, tests, a single machine). A file is written
 * under `.incoming/` and renamed into place only when whole, so a failed upload leaves nothing
 * under its key, and the half-written file is removed. `put` resolves only once the bytes and
 * the name are on disk: the caller then commits the row that points at the object, and
 * PostgreSQL's commit is durable, so the object must be too.
 */
export function directoryStorage(root: string): ObjectStorage {
  const incoming = path.join(root, '.incoming');
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body, { maxBytes } = {}) {
      const target = pathOf(key);
      await mkdir(incoming, { recursive: true });
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
      try {
        await stat(file);
      } catch {
        throw new ObjectNotFoundError(key);
      }
      return createReadStream(file);
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
  };
}
