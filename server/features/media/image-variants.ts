import { randomUUID } from 'node:crypto';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { IMAGE_VARIANT_WIDTH, type ImageVariant } from '../../../shared/images.js';
import { assertValidObjectKey, isValidObjectKey, type ObjectStorage } from '../../storage/storage.js';

export const IMAGE_VARIANTS = ['full', 'card', 'thumb'] as const satisfies readonly ImageVariant[];
export const OBJECT_PATH_PREFIX = '/objects/';
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Guards against decompression bombs: a 10 MB PNG can claim billions of pixels. 100 MP still
 * admits any phone or camera photo that fits in 10 MB. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * WebP quality per variant. Cards fill the product grid, so they carry most of the page weight:
 * at 78 a very detailed photo (a circuit board, 720x477) makes a 48 KB card and generated
 * product art about 6 KB, without visible artefacts on flat colours or text.
 */
const VARIANT_QUALITY: Record<ImageVariant, number> = { full: 80, card: 78, thumb: 75 };
/** A card never weighs more than this; noisy images are re-encoded at the lower qualities. */
export const CARD_MAX_BYTES = 60 * 1024;
// Pure RGB noise, the worst case there is, needs 40 (54 KB).
const CARD_FALLBACK_QUALITY = [68, 56, 40, 28];

export type InvalidImageReason = 'empty' | 'too_large' | 'too_many_pixels' | 'unsupported_format' | 'unreadable';

/** The bytes are not an image we accept. The message is written for the person who uploaded it. */
export class InvalidImageError extends Error {
  constructor(
    readonly reason: InvalidImageReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InvalidImageError';
  }
}

export interface StoreImageOptions {
  /** First part of the object key, e.g. 'products', 'logos'. */
  folder?: string;
  maxBytes?: number;
}

/** The storage key of one variant of an object: `products/{uuid}` -> `products/{uuid}/card.webp`. */
export function variantKey(objectKey: string, variant: ImageVariant): string {
  return `${objectKey}/${variant}.webp`;
}

/** `/objects/products/{uuid}` -> `products/{uuid}`, or null when it is not a valid object path. */
export function objectKeyFromPath(objectPath: string): string | null {
  if (!objectPath.startsWith(OBJECT_PATH_PREFIX)) return null;
  const key = objectPath.slice(OBJECT_PATH_PREFIX.length);
  return isValidObjectKey(key) ? key : null;
}

/**
 * Checks that `input` is a JPEG, PNG, WebP, AVIF or GIF image, then stores WebP variants of it
 * (metadata stripped, EXIF orientation applied) and returns its object path `/objects/{key}`.
 * Throws InvalidImageError for anything else.
 */
export async function storeImage(storage: ObjectStorage, input: Buffer, options: StoreImageOptions = {}): Promise<string> {
  return (await storeImageVariants(storage, input, options)).objectPath;
}

/** storeImage, also saying how many bytes the stored variants take together. */
export async function storeImageVariants(
  storage: ObjectStorage, input: Buffer, options: StoreImageOptions = {},
): Promise<{ objectPath: string; bytes: number }> {
  const folder = options.folder ?? 'products';
  assertValidObjectKey(folder);
  const variants = await renderVariants(input, options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES);

  const key = `${folder}/${randomUUID()}`;
  const writes = await Promise.allSettled(
    IMAGE_VARIANTS.map((variant) => storage.put(variantKey(key, variant), variants[variant], 'image/webp')),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await deleteImageKey(storage, key).catch(() => undefined);
    throw failed.reason;
  }
  const bytes = IMAGE_VARIANTS.reduce((sum, variant) => sum + variants[variant].length, 0);
  return { objectPath: `${OBJECT_PATH_PREFIX}${key}`, bytes };
}

/** Removes every variant of an image stored by storeImage; unknown paths are ignored. */
export async function deleteImage(storage: ObjectStorage, objectPath: string): Promise<void> {
  const key = objectKeyFromPath(objectPath);
  if (key !== null) await deleteImageKey(storage, key);
}

async function deleteImageKey(storage: ObjectStorage, key: string): Promise<void> {
  await Promise.all(IMAGE_VARIANTS.map((variant) => storage.delete(variantKey(key, variant))));
}

type SharpOf = (input: Buffer, options?: SharpOptions) => Sharp;
let loadingSharp: Promise<SharpOf> | undefined;
// sharp and libvips take about 30 MB of memory: an instance that never takes an upload never loads them.
const loadSharp = () => (loadingSharp ??= import('sharp').then((module) => module.default));

/** Validates and encodes the three variants without touching storage. */
export async function renderVariants(input: Buffer, maxBytes = DEFAULT_MAX_IMAGE_BYTES): Promise<Record<ImageVariant, Buffer>> {
  if (!Buffer.isBuffer(input) || input.length === 0) throw new InvalidImageError('empty', 'The file is empty');
  if (input.length > maxBytes) {
    throw new InvalidImageError('too_large', `Images must be at most ${formatMegabytes(maxBytes)}`);
  }
  const sniffed = sniffFormat(input);
  if (sniffed === null) throw unsupported();

  const sharp = await loadSharp();
  const decodeOptions = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, decodeOptions).metadata();
  } catch (cause) {
    throw /pixel limit/i.test(String(cause)) ? tooManyPixels() : unreadable(cause);
  }
  // The magic bytes and the decoder must agree (a PNG header glued onto something else does not pass).
  const decoded = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;
  if (decoded !== sniffed) throw unsupported();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  // Decode, orient and shrink to the largest variant once; the smaller variants start from these
  // pixels instead of decoding the upload again. Output never carries EXIF, XMP or ICC data.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, decodeOptions)
      .autoOrient()
      .resize(IMAGE_VARIANT_WIDTH.full, IMAGE_VARIANT_WIDTH.full, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw unreadable(cause);
  }
  const { width, height, channels } = base.info;
  const fromBase = () => sharp(base.data, { raw: { width, height, channels } });

  const [full, card, thumb] = await Promise.all([
    fromBase().webp({ quality: VARIANT_QUALITY.full }).toBuffer(),
    encodeCard(sharp, fromBase),
    fromBase()
      .resize(IMAGE_VARIANT_WIDTH.thumb, IMAGE_VARIANT_WIDTH.thumb, { fit: 'cover' })
      .webp({ quality: VARIANT_QUALITY.thumb })
      .toBuffer(),
  ]);
  return { full, card, thumb };
}

async function encodeCard(sharp: SharpOf, fromBase: () => Sharp): Promise<Buffer> {
  const square = await fromBase()
    .resize(IMAGE_VARIANT_WIDTH.card, IMAGE_VARIANT_WIDTH.card, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) =>
    sharp(square.data, { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } })
      .webp({ quality })
      .toBuffer();
  let card = await encode(VARIANT_QUALITY.card);
  for (const quality of CARD_FALLBACK_QUALITY) {
    if (card.length <= CARD_MAX_BYTES) break;
    card = await encode(quality);
  }
  return card;
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** Recognises accepted formats by their signature, so SVG, TIFF, PDF... never reach a decoder. */
function sniffFormat(bytes: Buffer): AcceptedFormat | null {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8, then compatible brands until the end of the ftyp box.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function unsupported(): InvalidImageError {
  return new InvalidImageError('unsupported_format', 'Only JPEG, PNG, WebP, AVIF or GIF images are allowed');
}

function tooManyPixels(): InvalidImageError {
  return new InvalidImageError('too_many_pixels', `Images must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
}

function unreadable(cause: unknown): InvalidImageError {
  return new InvalidImageError('unreadable', 'The image could not be read; it may be damaged', { cause });
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
