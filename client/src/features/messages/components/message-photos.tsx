import { imageUrl } from '@shared/images';
import { cn } from '../../../lib/cn';

/** A message's photos as thumbnails, each opening the full size in a new tab. */
export function MessagePhotos({ images, className }: { images: readonly string[]; className?: string }) {
  if (images.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Photos">
      {images.map((image, index) => (
        <li key={`${image}-${index}`}>
          <a href={imageUrl(image)} target="_blank" rel="noreferrer" aria-label={`Photo ${index + 1}, full size`}>
            <img src={imageUrl(image, 'thumb')} alt="" width={96} height={96} loading="lazy" className="size-24 border-2 border-line bg-photo object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
