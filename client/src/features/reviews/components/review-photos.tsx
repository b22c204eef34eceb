import { useState } from 'react';
import { imageUrl } from '@shared/images';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';

interface ReviewPhotosProps {
  photos: string[];
  /** Who took them, for the alt text: "Photo 1 from Maya R.". */
  author: string;
}

/** The buyer's photos as small squares; one opens larger in a dialog, with the others beside it. */
export function ReviewPhotos({ photos, author }: ReviewPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  const alt = (position: number) => `Photo ${position + 1} from ${author}`;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="Photos from the buyer">
        {photos.map((photo, position) => (
          <li key={`${photo}-${position}`}>
            <button
              type="button"
              onClick={() => setOpen(position)}
              aria-label={`Open photo ${position + 1} of ${photos.length}`}
              className="block border-2 border-line hover:border-paper"
            >
              <img src={imageUrl(photo, 'thumb')} alt={alt(position)} width={160} height={160} loading="lazy" decoding="async" className="size-20 bg-photo object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={`Photo ${(open ?? 0) + 1} of ${photos.length}`} size="lg">
        {open !== null && shown && (
          <div className="flex flex-col gap-3">
            <img src={imageUrl(shown, 'full')} alt={alt(open)} width={1200} height={1200} className="max-h-[65dvh] w-full bg-photo object-contain" />
            {photos.length > 1 && (
              <ul className="flex flex-wrap gap-2" aria-label="Other photos">
                {photos.map((photo, position) => (
                  <li key={`${photo}-${position}`}>
                    <button
                      type="button"
                      onClick={() => setOpen(position)}
                      aria-label={`Show photo ${position + 1} of ${photos.length}`}
                      aria-pressed={position === open}
                      className={cn('block border-2', position === open ? 'border-acid' : 'border-line hover:border-paper')}
                    >
                      <img src={imageUrl(photo, 'thumb')} alt="" width={160} height={160} className="size-14 bg-photo object-cover" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}
