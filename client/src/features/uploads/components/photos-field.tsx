import { useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { imageUrl } from '@shared/images';
import { ImageUploadModal } from './image-upload-modal';

interface PhotosFieldProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** How many the form takes (a review's or a return's limit). */
  max: number;
  /** Each photo's test id (`review-photo`, `return-photo`). */
  testId: string;
  error?: string;
}

/**
 * A shopper's photos on a form (a review, a return request), uploaded one at a time through the
 * house's upload flow with the purpose any signed-in person may use.
 */
export function PhotosField({ photos, onChange, max, testId, error }: PhotosFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="caps mb-2 text-sm text-muted">Photos (optional, up to {max})</legend>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={`${photo}-${index}`} className="relative" data-testid={testId}>
            <img src={imageUrl(photo, 'thumb')} alt={`Your photo ${index + 1}`} width={80} height={80} className="size-20 border-2 border-line bg-photo object-cover" />
            <button
              type="button" aria-label={`Remove photo ${index + 1}`} onClick={() => onChange(photos.filter((_, i) => i !== index))}
              className="absolute top-1 right-1 grid size-7 place-items-center bg-ink/80 hover:text-danger"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {photos.length < max && (
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
        onImage={(objectPath) => onChange([...photos, objectPath].slice(0, max))}
      />
    </fieldset>
  );
}
