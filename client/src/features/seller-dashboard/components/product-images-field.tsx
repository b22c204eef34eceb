import { useState } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Star, X } from 'lucide-react';
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

/** `images` with the one at `from` moved to `to`. */
export function moveImage(images: string[], from: number, to: number): string[] {
  if (from === to || to < 0 || to >= images.length) return images;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

const iconButton = 'grid size-7 place-items-center bg-ink/80 hover:text-acid disabled:opacity-30';

/**
 * The product's photos in the order shoppers see them; the first is the main one (cards, the
 * cart, orders). Reordered by dragging, or by the arrow and "Make main" buttons from the keyboard.
 */
export function ProductImagesField({ images, onChange, enableLibrary, error }: ProductImagesFieldProps) {
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const move = (from: number, to: number, message: string) => {
    onChange(moveImage(images, from, to));
    setSaid(message);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="caps mb-2 text-sm text-muted">Product images</legend>
      {images.length > 1 && <p className="text-sm text-muted">The first image is the main one. Drag to reorder, or use the arrows.</p>}
      <ul className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li
            key={`${image}-${index}`}
            className={`relative ${dragged === index ? 'opacity-50' : ''}`}
            draggable={images.length > 1}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index, `Image moved to position ${index + 1}.`);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            data-testid="product-image"
          >
            <img
              src={imageUrl(image, 'thumb')} alt={`Product image ${index + 1}`} width={96} height={96}
              className={`size-24 border-2 bg-photo object-cover ${index === 0 ? 'border-acid' : 'border-line'}`}
            />
            {index === 0 && <span className="caps absolute top-1 left-1 border border-acid bg-ink px-1 text-xs text-acid">Main</span>}
            <button type="button" aria-label={`Remove image ${index + 1}`} onClick={() => onChange(images.filter((_, i) => i !== index))} className={`absolute top-1 right-1 ${iconButton} hover:text-danger`}>
              <X aria-hidden className="size-4" />
            </button>
            {images.length > 1 && (
              <div className="absolute top-1 left-1 flex gap-0.5">
                {index > 0 && (
                  <button type="button" aria-label={`Make image ${index + 1} the main image`} title="Make main" onClick={() => move(index, 0, `Image ${index + 1} is now the main image.`)} className={iconButton}>
                    <Star aria-hidden className="size-4" />
                  </button>
                )}
              </div>
            )}
            {images.length > 1 && (
              <div className="absolute right-1 bottom-1 flex gap-0.5">
                <button type="button" aria-label={`Move image ${index + 1} earlier`} disabled={index === 0} onClick={() => move(index, index - 1, `Image moved to position ${index}.`)} className={iconButton}>
                  <ArrowLeft aria-hidden className="size-4" />
                </button>
                <button type="button" aria-label={`Move image ${index + 1} later`} disabled={index === images.length - 1} onClick={() => move(index, index + 1, `Image moved to position ${index + 2}.`)} className={iconButton}>
                  <ArrowRight aria-hidden className="size-4" />
                </button>
              </div>
            )}
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
      <p className="sr-only" aria-live="polite">{said}</p>
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
