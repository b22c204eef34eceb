import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.js';
import { InvalidObjectKeyError, isValidObjectKey, type ObjectStorage } from './storage.js';

let parentDir: string;
let rootDir: string;
let storage: ObjectStorage;

beforeEach(async () => {
  parentDir = await mkdtemp(path.join(tmpdir(), 'threadline-storage-'));
  rootDir = path.join(parentDir, 'uploads');
  storage = createDiskStorage(rootDir);
});

afterEach(async () => {
  await rm(parentDir, { recursive: true, force: true });
});

describe('disk storage', () => {
  it('stores, reads and deletes an object, taking the content type from the extension', async () => {
    const body = Buffer.from('RIFF....WEBPfake');
    await storage.put('products/abc/card.webp', body, 'image/webp');

    expect(await storage.exists('products/abc/card.webp')).toBe(true);
    expect(await storage.get('products/abc/card.webp')).toEqual({ body, contentType: 'image/webp', size: body.length });
    // Only the object itself is on disk: no sidecar for a key that names its type.
    expect(await readdir(rootDir)).toEqual(['.tmp', 'products']);
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);

    await storage.delete('products/abc/card.webp');
    expect(await storage.exists('products/abc/card.webp')).toBe(false);
    expect(await storage.get('products/abc/card.webp')).toBeNull();
  });

  it('keeps the content type of a key without a known extension in a sidecar', async () => {
    await storage.put('incoming/1234', Buffer.from('a,b\n1,2\n'), 'text/csv; charset=utf-8');
    expect((await storage.get('incoming/1234'))?.contentType).toBe('text/csv; charset=utf-8');

    await storage.delete('incoming/1234');
    await storage.put('incoming/1234', Buffer.from('x'), 'application/octet-stream');
    expect((await storage.get('incoming/1234'))?.contentType).toBe('application/octet-stream');
  });

  it('tells an object\'s size without reading it, and null for a missing key or a folder', async () => {
    await storage.put('incoming/raw-upload', Buffer.alloc(1234, 1), 'application/octet-stream');
    expect(await storage.size('incoming/raw-upload')).toBe(1234);
    expect(await storage.size('incoming')).toBeNull();
    expect(await storage.size('incoming/missing')).toBeNull();
    expect(await storage.size('incoming/raw-upload/below')).toBeNull();
    await expect(storage.size('../escape')).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('replaces an object written twice under the same key', async () => {
    await storage.put('logos/a.png', Buffer.from('one'), 'image/png');
    await storage.put('logos/a.png', Buffer.from('two'), 'image/png');
    expect((await storage.get('logos/a.png'))?.body.toString()).toBe('two');
  });

  it('refuses a content type that contradicts the extension', async () => {
    await expect(storage.put('logos/a.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/implies image\/png/);
  });

  it('treats missing objects and folders as absent', async () => {
    await storage.put('products/abc/full.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('products/missing.webp')).toBeNull();
    expect(await storage.get('products/abc')).toBeNull(); // a folder, not an object
    expect(await storage.exists('products/abc')).toBe(false);
    expect(await storage.get('products/abc/full.webp/card.webp')).toBeNull(); // parent is a file
    await expect(storage.delete('products/missing.webp')).resolves.toBeUndefined();
    await expect(storage.delete('products/abc')).resolves.toBeUndefined();
    expect(await storage.exists('products/abc/full.webp')).toBe(true);
  });

  const badKeys = [
    '',
    '../secret.webp',
    'products/../../secret.webp',
    'products/..',
    './products/a.webp',
    '/etc/passwd',
    'products//a.webp',
    'products/a.webp/',
    '.tmp/x',
    '.types/products/a',
    'products/.hidden',
    'Products/A.webp',
    'products\\..\\..\\secret',
    'products/%2e%2e/secret',
    'products/a b.webp',
    'products/a\0.webp',
    'produits/é.webp',
    'c:/windows/win.ini',
    `products/${'a'.repeat(600)}`,
  ];

  it.each(badKeys)('rejects the key %j in every operation', async (key) => {
    expect(isValidObjectKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('never writes outside its folder', async () => {
    await mkdir(rootDir, { recursive: true });
    for (const key of badKeys) await storage.put(key, Buffer.from('x'), 'image/webp').catch(() => undefined);
    expect(await readdir(parentDir)).toEqual(['uploads']);
    expect(await readdir(rootDir)).toEqual([]);
  });

  it('accepts the keys the app uses', () => {
    for (const key of ['products/3f9c0b1e-2d4a-4c5e-9f00-1a2b3c4d5e6f/card.webp', 'logos/a_b-c.d', 'x']) {
      expect(isValidObjectKey(key)).toBe(true);
    }
  });

  it('bounds key segments at 128 characters and keys at 512 (issue 6)', () => {
    expect(isValidObjectKey('a'.repeat(128))).toBe(true);
    expect(isValidObjectKey('a'.repeat(129))).toBe(false);
    expect(isValidObjectKey(`x/${'a'.repeat(129)}`)).toBe(false);
    expect(isValidObjectKey(Array.from({ length: 4 }, () => 'a'.repeat(127)).join('/'))).toBe(true);
    expect(isValidObjectKey(Array.from({ length: 5 }, () => 'a'.repeat(127)).join('/'))).toBe(false);
  });

});
