import path from 'node:path';
import { z } from 'zod';
import { clamdScanner } from '../scanning/clamd-scanner';
import type { VirusScanner } from '../scanning/virus-scanner';
import { directoryStorage } from '../storage/directory-storage';
import { s3Storage } from '../storage/s3-storage';
import type { ObjectStorage } from '../storage/object-storage';

/** Where documents are stored and how they are scanned: the same variables for server and worker. */
export const uploadEnvSchema = z.object({
  S3_URL: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The directory driver's root when no S3_URL is set. */
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  CLAMAV_URL: z
    .string()
    .regex(/^(tcp|unix):\/\//, 'must be tcp://host:port or unix:///path')
    .optional(),
  UPLOAD_SCAN: z.enum(['required', 'off']).optional(),
});

export type UploadEnv = z.infer<typeof uploadEnvSchema>;

export interface UploadSettings {
  storage:
    | { driver: 's3'; url: string; bucket: string; accessKeyId: string; secretAccessKey: string }
    | { driver: 'directory'; root: string };
  /** clamd's address, or null: files are then marked "not scanned". */
  clamavUrl: string | null;
}

/**
 * Checks the variables together. In production UPLOAD_SCAN defaults to `required`, so a server
 * without CLAMAV_URL refuses to start unless an operator wrote UPLOAD_SCAN=off.
 */
export function uploadSettings(env: UploadEnv, nodeEnv: 'development' | 'production' | 'test'): UploadSettings {
  const s3 = [env.S3_URL, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new Error(
      'Invalid environment variable S3_URL: S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  const scan = env.UPLOAD_SCAN ?? (nodeEnv === 'production' ? 'required' : 'off');
  if (scan === 'required' && !env.CLAMAV_URL) {
    throw new Error(
      'Invalid environment variable CLAMAV_URL: is required when UPLOAD_SCAN=required (set UPLOAD_SCAN=off to run without scanning)',
    );
  }
  return {
    storage: env.S3_URL
      ? {
          driver: 's3',
          url: env.S3_URL,
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        }
      : { driver: 'directory', root: path.resolve(env.UPLOADS_DIR) },
    clamavUrl: env.CLAMAV_URL ?? null,
  };
}

export function storageFor(settings: UploadSettings['storage']): ObjectStorage {
  if (settings.driver === 'directory') return directoryStorage(settings.root);
  const s3 = s3Storage(settings);
  s3.catch(() => undefined); // a failed load surfaces on the first call, not as an unhandled rejection at start
  return {
    put: async (key, body, options) => (await s3).put(key, body, options),
    get: async (key) => (await s3).get(key),
    exists: async (key) => (await s3).exists(key),
    delete: async (key) => (await s3).delete(key),
    removeAbandonedUploads: async (olderThan) => (await s3).removeAbandonedUploads(olderThan),
  };
}

export function scannerFor(settings: UploadSettings): VirusScanner | null {
  return settings.clamavUrl ? clamdScanner(settings.clamavUrl) : null;
}

/** The storage named by the environment alone, for the command line (which never scans). */
export function storageFromEnv(env: NodeJS.ProcessEnv): ObjectStorage {
  const parsed = uploadEnvSchema.parse(
    Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value])),
  );
  return storageFor(uploadSettings({ ...parsed, UPLOAD_SCAN: 'off' }, 'development').storage);
}
