import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, byteLimit, ObjectNotFoundError, type ObjectStorage } from './object-storage';

export interface S3Settings {
  /** S3_URL: the endpoint, e.g. http://minio:9000. */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Objects in an S3-compatible bucket (MinIO in compose), so several app machines share them.
 * Uploads go up in 5 MB parts as they arrive; a failed one is aborted, leaving no object and
 * no parts behind. The SDK is loaded here, not when the bundle starts: it adds about 30 MB to a
 * process, which one storing files in a directory never needs.
 */
export async function s3Storage(settings: S3Settings): Promise<ObjectStorage & { client: S3Client }> {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client }, { Upload }] =
    await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new S3Client({
    endpoint: settings.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const Key = (key: string) => {
    assertObjectKey(key);
    return key;
  };

  return {
    client,
    async put(key, body, { maxBytes, contentType } = {}) {
      const limit = byteLimit(maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket, Key: Key(key), Body: limit, ContentType: contentType ?? 'application/octet-stream' },
        queueSize: 2,
        leavePartsOnError: false,
      });
      // The source is read through the counter; whichever fails first fails the put.
      const reading = pipeline(body, limit).catch((error: unknown) => {
        void upload.abort().catch(() => {});
        throw error;
      });
      const uploading = upload.done().catch((error: unknown) => {
        body.destroy();
        throw error;
      });
      await Promise.all([reading, uploading]);
      return { size: limit.bytes() };
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound) throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    // A crash leaves an incomplete multipart upload, parts without an object: the bucket's
    // AbortIncompleteMultipartUpload lifecycle rule clears those (docs/operating-interface.md).
    removeAbandonedUploads: async () => 0,
  };
}
