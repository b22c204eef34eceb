import { useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { imageUrl } from '@shared/images';
import { RETURN_LIMITS } from '@shared/return-schemas';
import { ImageUploadModal } from '../../uploads/components/image-upload-modal';

interface ReturnPhotosFieldProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  error?: string;
}

/** Up to four photos of what is wrong, uploaded one at a time through the house's upload flow (a review's kind of image). */
export function ReturnPhotosField({ photos, onChange, error }: ReturnPhotosFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="caps mb-2 text-sm text-muted">Photos (optional, up to {RETURN_LIMITS.photosMax})</legend>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={`${photo}-${index}`} className="relative" data-testid="return-photo">
            <img src={imageUrl(photo, 'thumb')} alt={`Your photo ${index + 1}`} width={80} height={80} className="size-20 border-2 border-line bg-photo object-cover" />
            <button
              type="button" aria-label={`Remove photo ${index + 1}`} onClick={() => onChange(photos.filter((_, i) => i !== index))}
              className="absolute top-1 right-1 grid size-7 place-items-center bg-ink/80 hover:text-danger"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {photos.length < RETURN_LIMITS.photosMax && (
          <li>
            <button
              type="button" onClick={() => setOpen(true)}
              className="caps flex size-20 flex-col items-center justify-center gap-1 border-2 border-dashed border-paper text-xs hover:border-acid hover:text-acid"
            >
              <ImagePlus aria-hidden className="size-6" />
              Add photo
            </button>
          </li>
        )}
      </ul>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
      <ImageUploadModal
        open={open}
        onOpenChange={setOpen}
        title="Add a photo"
        purpose="review"
        onImage={(objectPath) => onChange([...photos, objectPath].slice(0, RETURN_LIMITS.photosMax))}
      />
    </fieldset>
  );
}
