import { Shirt } from 'lucide-react';
import { IMAGE_VARIANT_WIDTH, imageUrl, type ImageVariant } from '@shared/images';
import { cn } from '../../../lib/cn';

interface ProductImageProps {
  image: string | undefined;
  alt: string;
  variant: ImageVariant;
  eager?: boolean;
  className?: string;
}

/** A product photo on a neutral square, sized up front so the page never jumps while it loads. */
export function ProductImage({ image, alt, variant, eager = false, className }: ProductImageProps) {
  const side = IMAGE_VARIANT_WIDTH[variant];
  if (!image) {
    return (
      <div role="img" aria-label={alt} className={cn('grid aspect-square place-items-center bg-raised text-muted', className)}>
        <Shirt aria-hidden className="size-1/3" strokeWidth={1} />
      </div>
    );
  }
  return (
    <img
      src={imageUrl(image, variant)}
      alt={alt}
      width={side}
      height={side}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-square w-full bg-photo object-cover', className)}
    />
  );
}
