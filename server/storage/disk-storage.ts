import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidObjectKey, contentTypeFromKey, type ObjectStorage } from './storage.js';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * Objects as files under `rootDir` (the app passes `${DATA_DIR}/uploads`), one file per key.
 *
 * Content type: a key with a known extension (`.webp`, `.png`...) carries its type, so serving
 * an image is a single file read. Only keys without a known extension get a sidecar file under
 * `.types/`. Writes go to `.tmp/` first and are renamed into place, so a reader never sees half
 * an object. Valid keys never have a segment starting with '.', so neither folder can collide
 * with an object.
 */
export function createDiskStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);
  const tmpDir = path.join(root, '.tmp');
  const typesDir = path.join(root, '.types');

  function fileFor(base: string, key: string): string {
    assertValidObjectKey(key);
    const file = path.join(base, ...key.split('/'));
    // The key pattern already makes escaping impossible; this guards against a future edit of it.
    if (!file.startsWith(base + path.sep)) throw new Error(`Object key escapes the storage folder: ${key}`);
    return file;
  }

  /** Writes to `.tmp/` first, then renames into place; resolves to the bytes written. */
  async function writeAtomically(file: string, body: Buffer | string | Readable): Promise<number> {
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      if (typeof body === 'string' || Buffer.isBuffer(body)) await writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
      const { size } = await stat(tmp);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(tmp, file);
      return size;
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  function checkedFile(key: string, contentType: string): { file: string; sidecar: string | null } {
    const file = fileFor(root, key);
    const implied = contentTypeFromKey(key);
    if (implied !== undefined && implied !== contentType) {
      throw new Error(`Object key ${key} implies ${implied}, not ${contentType}`);
    }
    return { file, sidecar: implied === undefined ? fileFor(typesDir, key) : null };
  }

  return {
    async put(key, body, contentType) {
      const { file, sidecar } = checkedFile(key, contentType);
      if (sidecar) await writeAtomically(sidecar, contentType);
      await writeAtomically(file, body);
    },
    async putStream(key, body, contentType) {
      const { file, sidecar } = checkedFile(key, contentType);
      if (sidecar) await writeAtomically(sidecar, contentType);
      return writeAtomically(file, body);
    },

    async get(key) {
      const file = fileFor(root, key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const contentType = contentTypeFromKey(key) ?? (await readSidecar(fileFor(typesDir, key)));
      return { body, contentType, size: body.length };
    },

    async exists(key) {
      const file = fileFor(root, key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async size(key) {
      const file = fileFor(root, key);
      try {
        const info = await stat(file);
        return info.isFile() ? info.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await unlinkIfPresent(fileFor(root, key));
      if (contentTypeFromKey(key) === undefined) await unlinkIfPresent(fileFor(typesDir, key));
    },
  };
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

async function readSidecar(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')) || FALLBACK_CONTENT_TYPE;
  } catch (error) {
    if (isMissing(error)) return FALLBACK_CONTENT_TYPE;
    throw error;
  }
}

/**
 * ENOENT: no such file; ENOTDIR: a parent segment is a file; EISDIR: the key names a folder;
 * ENAMETOOLONG: no file can have that name, so none is there.
 */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ENAMETOOLONG';
}
