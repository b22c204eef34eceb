import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { deleteImage, storeImage } from './image-variants.js';
import { mediaRoutes } from './media.routes.js';

let dir: string;
let storage: ObjectStorage;
let app: FastifyInstance;
let objectPath: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'threadline-media-routes-'));
  storage = createDiskStorage(path.join(dir, 'uploads'));
  app = Fastify();
  await app.register(mediaRoutes, { storage });
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#ff2e88' } }).png().toBuffer();
  objectPath = await storeImage(storage, png);
});

afterEach(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /objects/*', () => {
  it('serves the full variant by default, cacheable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: objectPath });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 750]);
  });

  it.each([['card', 480], ['thumb', 160], ['full', 1200]] as const)('serves the %s variant', async (variant, width) => {
    const response = await app.inject({ method: 'GET', url: `${objectPath}?variant=${variant}` });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
  });

  it('gives each variant its own ETag', async () => {
    const tags = await Promise.all(['full', 'card', 'thumb'].map(async (variant) =>
      (await app.inject({ url: `${objectPath}?variant=${variant}` })).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const { headers } = await app.inject({ url: `${objectPath}?variant=card` });
    const etag = String(headers.etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await app.inject({ url: `${objectPath}?variant=card`, headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    const stale = await app.inject({ url: `${objectPath}?variant=card`, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: `${objectPath}?variant=thumb` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 in JSON for an unknown object, even with a cached ETag', async () => {
    const { headers } = await app.inject({ url: objectPath });
    await deleteImage(storage, objectPath);

    for (const request of [
      { url: objectPath },
      { url: objectPath, headers: { 'if-none-match': String(headers.etag) } },
      { url: '/objects/products/00000000-0000-4000-8000-000000000000?variant=card' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.json()).toEqual({ message: 'Image not found' });
    }
  });

  it('never serves files outside the storage folder', async () => {
    // A file that a traversal would reach if the key were used as a path as-is.
    await mkdir(path.join(dir, 'secret'), { recursive: true });
    await writeFile(path.join(dir, 'secret', 'full.webp'), 'top secret');

    for (const url of [
      '/objects/..%2fsecret',
      '/objects/../secret',
      '/objects/products/..%2f..%2fsecret',
      '/objects/%2e%2e/secret',
      '/objects/products%2f..%2f..%2fsecret',
      '/objects/%2Fetc%2Fpasswd',
      '/objects/',
      '/objects/PRODUCTS/X',
      '/objects/products/a%00b',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('top secret');
    }
  });

  it('answers 400 in JSON for an unknown variant', async () => {
    for (const query of ['variant=huge', 'variant=', 'variant=CARD', 'variant=card&variant=thumb']) {
      const response = await app.inject({ url: `${objectPath}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/full, card, thumb/);
    }
  });

  it('ignores other query parameters', async () => {
    const response = await app.inject({ url: `${objectPath}?variant=card&v=2` });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /objects/* with keys no object can have (issue 6)', () => {
  const long = (length: number) => Array.from({ length: Math.ceil(length / 101) }, () => 'a'.repeat(100)).join('/').slice(0, length);

  it.each([
    ['a 256-character segment', `/objects/${'a'.repeat(256)}`, {}],
    ['a 129-character segment', `/objects/products/${'a'.repeat(129)}`, {}],
    ['a 503-character key', `/objects/${long(503)}`, {}],
    ['a 502-character key with a variant', `/objects/${long(502)}?variant=thumb`, {}],
    ['a 256-character segment with If-None-Match: *', `/objects/${'a'.repeat(256)}`, { 'if-none-match': '*' }],
    ['a 503-character key with If-None-Match: *', `/objects/${long(503)}`, { 'if-none-match': '*' }],
  ])('answers 404 in JSON for %s, on GET and HEAD', async (_name, url, headers) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode, `${method} ${url.length}`).toBe(404);
      if (method === 'GET') expect(response.json()).toEqual({ message: 'Image not found' });
    }
  });
});
