import path from 'node:path';
import type { Env } from '../env.js';
import { createDiskStorage } from './disk-storage.js';
import type { ObjectStorage } from './storage.js';

type StorageSettings = Pick<
  Env, 'DATA_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** S3-compatible storage when S3_BUCKET is set, else the `uploads` folder under DATA_DIR. */
export async function createStorage(env: StorageSettings): Promise<ObjectStorage> {
  if (!env.S3_BUCKET) return createDiskStorage(path.join(env.DATA_DIR, 'uploads'));
  // The AWS SDK takes about 30 MB of memory: loaded only when a bucket is configured.
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** How start-up names the driver in its log. */
export function describeStorage(env: StorageSettings): string {
  return env.S3_BUCKET ? `S3 bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ''}` : `folder ${path.join(env.DATA_DIR, 'uploads')}`;
}
