import { useState } from 'react';
import { Copy, ExternalLink, ImageUp } from 'lucide-react';
import { imageUrl } from '@shared/images';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { useSellerMedia } from '../../uploads/api/get-seller-media';
import { ImageUploadModal } from '../../uploads/components/image-upload-modal';
import { formatBytes } from '../utils/format-bytes';
import { LoadError } from '../../../components/ui/load-error';
import { StatCard } from '../../../components/ui/stat-card';

const PURPOSE_LABEL = { image: 'Product image', logo: 'Logo', header: 'Header', review: 'Review photo' } as const;

/** Every image this seller uploaded, with the real bytes stored (not an estimate). */
export function MediaTab() {
  const media = useSellerMedia();
  const [uploading, setUploading] = useState(false);

  async function copyUrl(objectPath: string) {
    try {
      await navigator.clipboard.writeText(new URL(objectPath, window.location.origin).href);
      toast({ title: 'Copied!', description: 'Image URL copied to clipboard' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the URL. Open the image and copy its address instead.', variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="caps text-2xl">Media library</h2>
        <Button onClick={() => setUploading(true)}><ImageUp aria-hidden className="size-5" />UPLOAD IMAGE</Button>
      </div>
      {media.isError && !media.data ? (
        <LoadError what="your media" onRetry={() => void media.refetch()} />
      ) : media.data ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Images" value={media.data.imageCount} />
          <StatCard label="Products with images" value={media.data.productsWithImages} />
          <StatCard label="Storage used" value={formatBytes(media.data.totalBytes)} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">{Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-28" />)}</div>
      )}
      {media.data && media.data.images.length === 0 && (
        <PageMessage title="No images yet">No images in library yet. Upload some first!</PageMessage>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {media.data?.images.map((image) => (
          <li key={image.objectPath} className="flex flex-col border-2 border-line bg-surface" data-testid="media-item">
            <img src={imageUrl(image.objectPath, 'card')} alt="" width={480} height={480} loading="lazy" className="aspect-square w-full bg-photo object-cover" />
            <div className="flex flex-col gap-2 p-2">
              <p className="nums text-xs text-muted">{PURPOSE_LABEL[image.purpose]} · {formatBytes(image.bytes)}</p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" className="flex-1" onClick={() => void copyUrl(image.objectPath)}>
                  <Copy aria-hidden className="size-4" />COPY URL
                </Button>
                <a href={image.objectPath} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'sm')} aria-label="Open image in a new tab">
                  <ExternalLink aria-hidden className="size-4" />
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ImageUploadModal open={uploading} onOpenChange={setUploading} title="Upload image" onImage={() => undefined} />
    </div>
  );
}
