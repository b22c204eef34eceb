import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTH } from '../../shared/images.js';
import { IMAGE_VARIANTS, OBJECT_PATH_PREFIX, variantKey } from '../features/media/image-variants.js';
import type { ObjectStorage } from '../storage/storage.js';

/** The uploads' WebP qualities (image-variants.ts); the seed's flat drawings need no fallback. */
const QUALITY = { full: 80, card: 78, thumb: 75 } as const;
/**
 * WebP effort 1 instead of the default 4: each demo product has drawings of its own (issue 22),
 * so the first start encodes four times as many; this keeps it near its old time for ~10% bytes.
 */
const EFFORT = 1;

/**
 * Stores a drawing (SVG) as the same three WebP variants an upload gets, rasterised once, without
 * the PNG an upload would be: the seed trusts its own drawings. Returns the object path and bytes.
 */
export async function storeDemoDrawing(storage: ObjectStorage, svg: string, folder = 'products'): Promise<{ objectPath: string; bytes: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [full, card, thumb] = await Promise.all([
    base().resize(IMAGE_VARIANT_WIDTH.full, IMAGE_VARIANT_WIDTH.full, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY.full, effort: EFFORT }).toBuffer(),
    base().resize(IMAGE_VARIANT_WIDTH.card, IMAGE_VARIANT_WIDTH.card, { fit: 'cover' }).webp({ quality: QUALITY.card, effort: EFFORT }).toBuffer(),
    base().resize(IMAGE_VARIANT_WIDTH.thumb, IMAGE_VARIANT_WIDTH.thumb, { fit: 'cover' }).webp({ quality: QUALITY.thumb, effort: EFFORT }).toBuffer(),
  ]);
  const variants = { full, card, thumb };
  const key = `${folder}/${randomUUID()}`;
  await Promise.all(IMAGE_VARIANTS.map((variant) => storage.put(variantKey(key, variant), variants[variant], 'image/webp')));
  return { objectPath: `${OBJECT_PATH_PREFIX}${key}`, bytes: full.length + card.length + thumb.length };
}
