import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The app talks to this interface only, so the folder driver
 * (disk-storage.ts) and the S3-compatible driver (s3-storage.ts) are interchangeable.
 *
 * Objects are immutable in practice: callers write a fresh random key instead of overwriting,
 * which is what lets the media route answer with `Cache-Control: immutable`.
 */
export interface StoredObject {
  /** The whole object. Served objects are image variants of a few KiB to ~200 KiB, so a Buffer
   * is faster to send than a stream and keeps `Content-Length` exact. */
  body: Buffer;
  contentType: string;
  size: number;
}

export interface ObjectStorage {
  /** Writes (or replaces) an object; readers never see a half-written body. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * put, from a stream, holding only a chunk or two in memory; resolves to the bytes written.
   * An error of the stream (a size limit, a client gone) aborts it and nothing is stored.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** The object, or null when no object has this key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes without reading it, or null when no object has this key. */
  size(key: string): Promise<number | null>;
  /** Removes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL the browser PUTs one object to, straight to the storage (S3: a presigned URL). Drivers
   * without it (the disk) receive uploads through the app's own signed route instead.
   */
  createUploadUrl?(key: string, options: UploadUrlOptions): Promise<string>;
  /** The origin createUploadUrl's URLs point at: the browser must be allowed to connect there (CSP). */
  readonly uploadOrigin?: string;
}

export interface UploadUrlOptions {
  /** The file's exact size and type, which the URL's signature fixes: the storage refuses others. */
  size: number;
  contentType: string;
  expiresInSeconds: number;
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key: ${JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}...` : key)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export const MAX_KEY_LENGTH = 512;

/** Longest key segment: file systems refuse names over 255 bytes (ENAMETOOLONG); ours stay far below. */
export const MAX_KEY_SEGMENT_LENGTH = 128;

// Segments of lowercase letters, digits, '.', '-' and '_', joined by single slashes. A segment
// may not start with '.', which rules out '.' and '..' (no path traversal on any driver) and
// leaves dot-names free for a driver's own bookkeeping (the disk driver's `.tmp`, `.types`).
const KEY_PATTERN = new RegExp(
  `^[a-z0-9_-][a-z0-9._-]{0,${MAX_KEY_SEGMENT_LENGTH - 1}}(?:/[a-z0-9_-][a-z0-9._-]{0,${MAX_KEY_SEGMENT_LENGTH - 1}})*$`,
);

export function isValidObjectKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(String(key));
}

/** Content types implied by a key's extension; drivers use it to avoid storing the obvious. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  json: 'application/json',
  csv: 'text/csv',
  txt: 'text/plain',
};

export function contentTypeFromKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot <= key.lastIndexOf('/')) return undefined;
  return TYPE_BY_EXTENSION[key.slice(dot + 1)];
}
