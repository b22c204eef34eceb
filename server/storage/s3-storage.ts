import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidObjectKey, type ObjectStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver...); absent for AWS itself. */
  endpoint?: string;
  /** Without them the SDK's own chain is used (instance role, AWS_* variables...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{host}/{key}`; most self-hosted services need it. */
  forcePathStyle?: boolean;
}

/**
 * Objects in an S3-compatible bucket, one object per key. Uploads go straight from the browser to
 * the bucket through presigned PUT URLs; the app still serves every object itself (`GET /objects/*`),
 * so the bucket stays private and needs no public access.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<ObjectStorage> {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // Otherwise the SDK signs a CRC32 of the empty body into presigned PUT URLs and S3 refuses
    // every real file sent to them; many S3-compatible services do not know these checksums either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const presignPut = (key: string, expiresIn: number) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn });
  // Presigning is local (no request): the URL's own origin is exactly where browsers will PUT.
  const uploadOrigin = new URL(await presignPut('incoming/origin-probe', 60)).origin;

  async function head(key: string): Promise<number | null> {
    assertValidObjectKey(key);
    try {
      const reply = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return reply.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    uploadOrigin,

    async put(key, body, contentType) {
      assertValidObjectKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    },

    async get(key) {
      assertValidObjectKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from((await reply.Body?.transformToByteArray()) ?? new Uint8Array());
        return { body, contentType: reply.ContentType ?? 'application/octet-stream', size: body.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      return (await head(key)) !== null;
    },

    size: head,

    async delete(key) {
      assertValidObjectKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    // A presigned PUT cannot cap the size unless it signs the exact length, which the app does not
    // know when it hands out the slot; normalize checks the stored size before reading it.
    async createUploadUrl(key, { expiresInSeconds }) {
      assertValidObjectKey(key);
      return presignPut(key, expiresInSeconds);
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}
