import { useState } from 'react';
import { imageUrl } from '@shared/images';
import { cn } from '../../../lib/cn';
import { ProductImage } from './product-image';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];

  return (
    <div className="flex flex-col gap-3">
      <div className="border-2 border-line">
        <ProductImage image={current} alt={name} variant="full" eager />
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label="Product images">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show image ${position + 1} of ${images.length}`}
                aria-pressed={position === index}
                className={cn(
                  'block w-full border-2',
                  position === index ? 'border-acid' : 'border-line hover:border-paper',
                )}
              >
                <img
                  src={imageUrl(image, 'thumb')}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-photo object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
