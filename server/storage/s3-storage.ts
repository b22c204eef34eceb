import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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

  const presignPut = (key: string, expiresIn: number, file?: { size: number; contentType: string }) =>
    getSignedUrl(
      client,
      new PutObjectCommand({ Bucket, Key: key, ...(file ? { ContentLength: file.size, ContentType: file.contentType } : {}) }),
      // Signed, not hoisted into the query: S3 then refuses a PUT of any other length or type.
      { expiresIn, signableHeaders: new Set(['content-length', 'content-type']) },
    );
  // A stream of unknown length is spooled to a local file first: a single PutObject needs the
  // length up front, and memory stays flat whatever the size.
  let spoolDir: Promise<string> | undefined;
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

    async putStream(key, body, contentType) {
      assertValidObjectKey(key);
      const spool = path.join(await (spoolDir ??= mkdtemp(path.join(tmpdir(), 'threadline-s3-spool-'))), randomUUID());
      try {
        await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
        const { size } = await stat(spool);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(spool), ContentType: contentType, ContentLength: size }));
        return size;
      } finally {
        await rm(spool, { force: true });
      }
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

    // The length and type the browser declared are signed into the URL (presigned POST with a
    // content-length-range would need another SDK package). The bucket is still not trusted:
    // normalize checks the stored size and the bytes.
    async createUploadUrl(key, { size, contentType, expiresInSeconds }) {
      assertValidObjectKey(key);
      return presignPut(key, expiresInSeconds, { size, contentType });
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}
