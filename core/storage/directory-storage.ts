import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, byteLimit, newObjectKey, ObjectNotFoundError, type ObjectStorage } from './object-storage';

/**
 * Objects as files in one directory (`make dev`, tests, a single machine). A file is written
 * under `.incoming/` and renamed into place only when whole, so a failed upload leaves nothing
 * under its key, and the half-written file is removed.
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
        await pipeline(body, limit, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
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
