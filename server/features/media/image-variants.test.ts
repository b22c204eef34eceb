import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { InvalidObjectKeyError, type ObjectStorage } from '../../storage/storage.js';
import {
  CARD_MAX_BYTES, IMAGE_VARIANTS, InvalidImageError, deleteImage, objectKeyFromPath, storeImage, variantKey,
  type InvalidImageReason,
} from './image-variants.js';

let dir: string;
let storage: ObjectStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'threadline-media-'));
  storage = createDiskStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c6ff00' } }).composite([
    { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#0a0a0a"/></svg>`) },
  ]);

const encoders = {
  png: (image: Sharp) => image.png(),
  jpeg: (image: Sharp) => image.jpeg(),
  gif: (image: Sharp) => image.gif(),
  webp: (image: Sharp) => image.webp(),
  avif: (image: Sharp) => image.avif(),
};

async function variantSizes(objectPath: string) {
  const key = objectKeyFromPath(objectPath)!;
  const sizes: Record<string, { width?: number; height?: number; format?: string; bytes: number }> = {};
  for (const variant of IMAGE_VARIANTS) {
    const stored = await storage.get(variantKey(key, variant));
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(stored!.body).metadata();
    sizes[variant] = { width: meta.width, height: meta.height, format: meta.format, bytes: stored!.size };
  }
  return sizes;
}

async function expectRefused(input: Buffer, reason: InvalidImageReason, options?: { maxBytes?: number }) {
  const error = await storeImage(storage, input, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidImageError);
  expect((error as InvalidImageError).reason).toBe(reason);
  // Nothing is written for a refused upload.
  expect(await readdir(dir)).toEqual([]);
}

describe('storeImage', () => {
  it.each(Object.keys(encoders) as Array<keyof typeof encoders>)('stores a %s as full, card and thumb WebP variants', async (format) => {
    const input = await encoders[format](canvas(1600, 900)).toBuffer();
    const objectPath = await storeImage(storage, input);

    expect(objectPath).toMatch(/^\/objects\/products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const sizes = await variantSizes(objectPath);
    expect(sizes.full).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    expect(sizes.card).toMatchObject({ format: 'webp', width: 480, height: 480 });
    expect(sizes.thumb).toMatchObject({ format: 'webp', width: 160, height: 160 });
  });

  it('never enlarges the full variant and accepts a 1x1 image', async () => {
    const small = await storeImage(storage, await canvas(300, 200).png().toBuffer(), { folder: 'logos' });
    expect(small.startsWith('/objects/logos/')).toBe(true);
    expect((await variantSizes(small)).full).toMatchObject({ width: 300, height: 200 });

    const dot = await storeImage(storage, await sharp({ create: { width: 1, height: 1, channels: 4, background: '#ff2e88' } }).png().toBuffer());
    const sizes = await variantSizes(dot);
    expect(sizes.full).toMatchObject({ width: 1, height: 1 });
    expect(sizes.card).toMatchObject({ width: 480, height: 480 });
  });

  it('turns a photo upright and strips its metadata', async () => {
    const photo = await canvas(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'GPS and all' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const key = objectKeyFromPath(await storeImage(storage, photo))!;
    const full = await storage.get(variantKey(key, 'full'));
    const meta = await sharp(full!.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps every card within 60 KB, even for pure noise', async () => {
    // Random pixels: at the usual quality this card would weigh ~90 KB.
    const noise = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } }).png().toBuffer();
    const sizes = await variantSizes(await storeImage(storage, noise));
    expect(sizes.card!.bytes).toBeLessThanOrEqual(CARD_MAX_BYTES);
    expect(sizes.card).toMatchObject({ width: 480, height: 480 });
  });

  it('refuses a text file, whatever it is called', async () => {
    await expectRefused(Buffer.from('name,price\nHoodie,59.99\n'), 'unsupported_format');
  });

  it('refuses SVG, even though sharp could draw it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    await expectRefused(Buffer.from(svg), 'unsupported_format');
    await expectRefused(Buffer.from(`<?xml version="1.0"?>\n${svg}`), 'unsupported_format');
  });

  it('refuses other formats sharp can read', async () => {
    await expectRefused(await canvas(20, 20).tiff().toBuffer(), 'unsupported_format');
    await expectRefused(await canvas(20, 20).heif({ compression: 'av1' }).toBuffer().then((avif) => Buffer.concat([Buffer.from('GIF89a'), avif])), 'unreadable');
  });

  it('refuses damaged images', async () => {
    const png = await canvas(400, 400).png().toBuffer();
    await expectRefused(Buffer.concat([png.subarray(0, 8), Buffer.from('not really a png at all')]), 'unreadable');
    await expectRefused(png.subarray(0, Math.floor(png.length / 2)), 'unreadable');
    const jpeg = await canvas(400, 400).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'unreadable');
  });

  it('refuses empty and oversized files before decoding them', async () => {
    await expectRefused(Buffer.alloc(0), 'empty');
    const png = await canvas(400, 400).png().toBuffer();
    await expectRefused(png, 'too_large', { maxBytes: png.length - 1 });
    // The default limit is 10 MB: one byte more is refused without being read.
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    png.copy(huge);
    await expectRefused(huge, 'too_large');
  });

  it('refuses a small file that claims billions of pixels', async () => {
    await expectRefused(pngHeaderClaiming(50_000, 50_000), 'too_many_pixels');
  });

  it('rejects a folder that is not a valid key', async () => {
    const png = await canvas(10, 10).png().toBuffer();
    await expect(storeImage(storage, png, { folder: '../outside' })).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('leaves no variant behind when storage fails halfway', async () => {
    const failing: ObjectStorage = {
      ...storage,
      put: (key, body, type) => (key.endsWith('/thumb.webp') ? Promise.reject(new Error('disk full')) : storage.put(key, body, type)),
    };
    await expect(storeImage(failing, await canvas(50, 50).png().toBuffer())).rejects.toThrow('disk full');
    const products = await readdir(path.join(dir, 'products')).catch(() => []);
    for (const folder of products) expect(await readdir(path.join(dir, 'products', folder))).toEqual([]);
  });

  it('deletes every variant of an image', async () => {
    const objectPath = await storeImage(storage, await canvas(50, 50).png().toBuffer());
    await deleteImage(storage, objectPath);
    const key = objectKeyFromPath(objectPath)!;
    for (const variant of IMAGE_VARIANTS) expect(await storage.exists(variantKey(key, variant))).toBe(false);
    await expect(deleteImage(storage, 'https://cdn.example.com/a.jpg')).resolves.toBeUndefined();
  });
});

describe('objectKeyFromPath', () => {
  it('accepts object paths only', () => {
    expect(objectKeyFromPath('/objects/products/abc')).toBe('products/abc');
    expect(objectKeyFromPath('https://example.com/objects/a')).toBeNull();
    expect(objectKeyFromPath('/objects/../secret')).toBeNull();
    expect(objectKeyFromPath('/objects/')).toBeNull();
  });
});

/** A valid PNG header for an image far larger than the file: a decompression bomb's calling card. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
