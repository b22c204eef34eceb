import { imageUrl } from '@shared/images';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSellerMedia } from '../api/get-seller-media';

/** The seller's earlier uploads, so one photo can go on several products. */
export function MediaLibraryPanel({ onPick }: { onPick: (objectPath: string) => void }) {
  const media = useSellerMedia();
  if (media.isPending) {
    return (
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => <Skeleton key={index} className="aspect-square" />)}
      </div>
    );
  }
  const images = media.data?.images.filter((image) => image.purpose === 'image') ?? [];
  if (images.length === 0) return <p className="py-8 text-center text-muted">No images in library yet. Upload some first!</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {images.map((image) => (
        <li key={image.objectPath}>
          <button
            type="button"
            onClick={() => onPick(image.objectPath)}
            className="block w-full border-2 border-line hover:border-acid focus-visible:border-acid"
            aria-label={`Use image uploaded ${new Date(image.createdAt).toLocaleDateString()}`}
          >
            <img src={imageUrl(image.objectPath, 'thumb')} alt="" width={160} height={160} loading="lazy" className="aspect-square w-full bg-photo object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
