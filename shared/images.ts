/**
 * A product image is an uploaded object path (/objects/...) or an absolute https URL.
 * Uploaded objects have resized WebP variants; URLs are shown as given (DECISIONS.md).
 */
export type ImageVariant = 'card' | 'thumb' | 'full';

export const IMAGE_VARIANT_WIDTH: Record<ImageVariant, number> = { thumb: 160, card: 480, full: 1200 };

export function imageUrl(image: string, variant: ImageVariant = 'full'): string {
  if (!image.startsWith('/objects/') || variant === 'full') return image;
  return `${image}?variant=${variant}`;
}
