import { useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { imageUrl } from '@shared/images';
import { MAX_PRODUCT_IMAGES } from '@shared/product-schemas';
import { Button } from '../../../components/ui/button';
import { ImageUploadModal } from '../../uploads/components/image-upload-modal';

interface ProductImagesFieldProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** The create form may reuse earlier uploads; the edit dialog uploads only (spec section 2). */
  enableLibrary: boolean;
  error?: string;
}

export function ProductImagesField({ images, onChange, enableLibrary, error }: ProductImagesFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="caps mb-2 text-sm text-muted">Product images</legend>
      <ul className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li key={`${image}-${index}`} className="relative">
            <img src={imageUrl(image, 'thumb')} alt={`Product image ${index + 1}`} width={96} height={96} className="size-24 border-2 border-line bg-photo object-cover" />
            <button
              type="button"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => onChange(images.filter((_, i) => i !== index))}
              className="absolute top-1 right-1 grid size-7 place-items-center bg-ink/80 hover:text-danger"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {images.length < MAX_PRODUCT_IMAGES && (
          <li>
            <Button variant="outline" className="size-24 flex-col px-1 text-xs" onClick={() => setOpen(true)}>
              <ImagePlus aria-hidden className="size-6" />
              Add image
            </Button>
          </li>
        )}
      </ul>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
      <ImageUploadModal
        open={open}
        onOpenChange={setOpen}
        title="Add image"
        enableLibrary={enableLibrary}
        onImage={(objectPath) => onChange([...images, objectPath])}
      />
    </fieldset>
  );
}
