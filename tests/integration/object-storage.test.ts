import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABANDONED_UPLOAD_MS, directoryStorage } from '../../core/storage/directory-storage';
import {
  newObjectKey,
  ObjectNotFoundError,
  ObjectTooLargeError,
  type ObjectStorage,
} from '../../core/storage/object-storage';
import { s3Storage } from '../../core/storage/s3-storage';

const MB = 1024 * 1024;
const BUCKET = 'uploads';

/** The bytes in 64 KB chunks, as a browser's upload arrives. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

/** Sends `before` bytes, then fails, as a dropped connection does. */
function failingAfter(before: number): Readable {
  return Readable.from(
    (async function* () {
      yield randomBytes(before);
      throw new Error('connection reset');
    })(),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Driver {
  storage: ObjectStorage;
  /** Every object and half-finished upload the driver holds, for "nothing left behind". */
  leftovers: () => Promise<string[]>;
}

function describeStorageContract(name: string, start: () => Promise<Driver & { stop: () => Promise<void> }>) {
  describe(name, () => {
    let driver: Driver & { stop: () => Promise<void> };
    beforeAll(async () => {
      driver = await start();
    });
    afterAll(async () => driver?.stop());

    it('streams a file in and back out byte for byte, and reports its size', async () => {
      // Over the 5 MB part size, so the S3 driver uploads in parts.
      const bytes = randomBytes(12 * MB + 123);
      const key = newObjectKey();
      expect(await driver.storage.put(key, chunked(bytes))).toEqual({ size: bytes.length });
      expect(await driver.storage.exists(key)).toBe(true);
      expect(sha256(await readAll(await driver.storage.get(key)))).toBe(sha256(bytes));
      await driver.storage.delete(key);
    });

    it('deletes, says what is gone, and deleting twice is not an error', async () => {
      const key = newObjectKey();
      await driver.storage.put(key, chunked(Buffer.from('a short file')));
      await driver.storage.delete(key);
      await driver.storage.delete(key);
      expect(await driver.storage.exists(key)).toBe(false);
      await expect(driver.storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('refuses a file over the limit and keeps none of it', async () => {
      const key = newObjectKey();
      await expect(driver.storage.put(key, chunked(randomBytes(6 * MB)), { maxBytes: 5 * MB })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      expect(await driver.storage.exists(key)).toBe(false);
      expect(await driver.leftovers()).toEqual([]);
    });

    it('keeps nothing of an upload whose connection drops', async () => {
      const key = newObjectKey();
      await expect(driver.storage.put(key, failingAfter(6 * MB))).rejects.toThrow('connection reset');
      expect(await driver.storage.exists(key)).toBe(false);
      expect(await driver.leftovers()).toEqual([]);
    });

    it('takes only keys it made: never a path or a file name', async () => {
      for (const key of ['../../etc/passwd', 'passport.pdf', '', 'A'.repeat(32)]) {
        await expect(driver.storage.put(key, chunked(Buffer.from('x')))).rejects.toThrow('Not an object key');
        await expect(driver.storage.get(key)).rejects.toThrow('Not an object key');
      }
      expect(await driver.leftovers()).toEqual([]);
    });
  });
}

describeStorageContract('directory storage (.data/uploads)', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  return {
    storage: directoryStorage(root),
    leftovers: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    stop: () => rm(root, { recursive: true, force: true }),
  };
});

describe('directory storage: durability', () => {
  it('resolves a put only once the file and its name are on disk, as the row that follows is', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    // The write stream fsyncs its file through fs.fsync; the directory is synced through a FileHandle.
    const probe = await open(root, 'r');
    await probe.close();
    const fileHandles = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    const fileSyncs = vi.spyOn(fs, 'fsync');
    const directorySyncs = vi.spyOn(fileHandles, 'sync');
    try {
      const storage = directoryStorage(root);
      const key = newObjectKey();
      await storage.put(key, chunked(randomBytes(300 * 1024)));
      expect(fileSyncs).toHaveBeenCalledTimes(1);
      expect(directorySyncs).toHaveBeenCalledTimes(1);
      // The file's bytes first, then the directory that names it.
      expect(fileSyncs.mock.invocationCallOrder[0]).toBeLessThan(directorySyncs.mock.invocationCallOrder[0]!);
    } finally {
      fileSyncs.mockRestore();
      directorySyncs.mockRestore();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('directory storage: a file removed while it is read', () => {
  it('reads an object to its end when its file is removed right after get, as a replaced upload is while its scan starts', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    try {
      const storage = directoryStorage(root);
      const key = newObjectKey();
      const bytes = randomBytes(256 * 1024);
      await storage.put(key, chunked(bytes));
      const body = await storage.get(key);
      // Before anything reads the stream, as the upload that replaces a document removes its file.
      fs.unlinkSync(path.join(root, key));
      expect(sha256(await readAll(body))).toBe(sha256(bytes));
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describeStorageContract('S3-compatible storage (s3rver, a real S3 API over HTTP)', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const storage = await s3Storage({
    url: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    storage,
    leftovers: async () => {
      const objects = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      // s3rver has no ListMultipartUploads: parts waiting for their upload's end are files under its directory.
      const files = (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) =>
        entry.isFile(),
      );
      return [
        ...(objects.Contents ?? []).map((object) => object.Key ?? ''),
        ...files.map((file) => path.join(file.parentPath, file.name)),
      ];
    },
    stop: async () => {
      storage.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('directory storage: uploads cut off by a crash', () => {
  it("clears the partial files nothing has written to for an hour at a process's first put, and leaves a live upload's", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    try {
      const incoming = path.join(root, '.incoming');
      await mkdir(incoming);
      const abandoned = `${newObjectKey()}.${newObjectKey()}`;
      const live = `${newObjectKey()}.${newObjectKey()}`;
      await writeFile(path.join(incoming, abandoned), 'half of a file');
      await writeFile(path.join(incoming, live), 'being written');
      const longAgo = new Date(Date.now() - ABANDONED_UPLOAD_MS - 60_000);
      await utimes(path.join(incoming, abandoned), longAgo, longAgo);

      // Something the sweep cannot remove (a directory, where only files belong) must not stop uploads.
      const stray = path.join(incoming, 'stray');
      await mkdir(stray);
      await writeFile(path.join(stray, 'file'), 'x');
      await utimes(stray, longAgo, longAgo);

      const storage = directoryStorage(root);
      const key = newObjectKey();
      await storage.put(key, chunked(randomBytes(1024)));
      expect((await readdir(incoming)).sort()).toEqual([live, 'stray'].sort());
      expect(await storage.exists(key)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
