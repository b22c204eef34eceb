import { useState } from 'react';
import { Shirt } from 'lucide-react';
import { imageUrl } from '@shared/images';

/**
 * The product's first image at thumbnail size. Imported products carry outside URLs that may
 * not answer; a broken one falls back to the same placeholder as a product with no image.
 */
export function ProductThumb({ image, name }: { image: string | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image) {
    return (
      <div role="img" aria-label={name} className="grid size-14 place-items-center bg-raised text-muted">
        <Shirt aria-hidden className="size-6" />
      </div>
    );
  }
  return (
    <img
      src={imageUrl(image, 'thumb')}
      alt={name}
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailed(image)}
      className="size-14 bg-photo object-cover"
    />
  );
}
