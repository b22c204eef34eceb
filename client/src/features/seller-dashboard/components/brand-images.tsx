import { useState } from 'react';
import { ImageUp } from 'lucide-react';
import type { OwnSeller } from '@shared/account-schemas';
import { imageUrl } from '@shared/images';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ImageUploadModal } from '../../uploads/components/image-upload-modal';
import { SellerAvatar } from '../../sellers/components/seller-avatar';
import { useUpdateSellerMedia } from '../api/seller-writes';

type Slot = 'logo' | 'header';

/** Logo (5 MB) and header (10 MB): uploaded, then saved on the shop at once (PUT /api/sellers/{id}/media). */
export function BrandImages({ seller }: { seller: OwnSeller }) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const media = useUpdateSellerMedia(seller.id);
  const savingSlot: Slot | null = media.isPending ? (media.variables.logoImageURL ? 'logo' : 'header') : null;

  function save(target: Slot, objectPath: string) {
    const body = target === 'logo' ? { logoImageURL: objectPath } : { coverImageURL: objectPath };
    media.mutate(body, {
      onSuccess: () => toast(target === 'logo'
        ? { title: 'Logo Updated', description: 'Your brand logo has been successfully updated.' }
        : { title: 'Header Updated', description: 'Your brand header image has been successfully updated.' }),
      onError: () => toast({
        title: 'Error',
        description: target === 'logo' ? 'Failed to update logo. Please try again.' : 'Failed to update header. Please try again.',
        variant: 'destructive',
      }),
    });
  }

  return (
    <section aria-labelledby="brand-images" className="flex flex-col gap-4 border-2 border-line p-4 sm:p-6">
      <h2 id="brand-images" className="caps text-xl">Brand images</h2>
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        {/* Side by side on a phone: stacked, the logo alone would take a whole screen. */}
        <div className="flex items-center gap-4 md:flex-col md:items-start md:gap-3">
          <SellerAvatar name={seller.businessName} image={seller.profileImage} size={112} className="shrink-0" />
          <div className="flex flex-col items-start gap-3">
            <Button variant="outline" size="sm" onClick={() => setSlot('logo')} disabled={savingSlot === 'logo'}>
              <ImageUp aria-hidden className="size-4" />
              {savingSlot === 'logo' ? 'Uploading...' : 'Upload logo'}
            </Button>
            <p className="text-xs text-muted">Up to 5MB, square works best.</p>
          </div>
        </div>
        <div className="flex min-w-0 flex-col items-start gap-3">
          <div className="grid aspect-[4/1] w-full max-w-3xl place-items-center overflow-hidden border-2 border-line bg-raised">
            {seller.coverImage
              ? <img src={imageUrl(seller.coverImage, 'full')} alt="" className="h-full w-full object-cover" />
              : <p className="text-sm text-muted">No header image yet</p>}
          </div>
          <Button variant="outline" size="sm" onClick={() => setSlot('header')} disabled={savingSlot === 'header'}>
            <ImageUp aria-hidden className="size-4" />
            {savingSlot === 'header' ? 'Uploading...' : 'Upload header'}
          </Button>
          <p className="text-xs text-muted">Up to 10MB, wide images (about 1200x300 px) work best.</p>
        </div>
      </div>
      <ImageUploadModal
        open={slot !== null}
        onOpenChange={(open) => !open && setSlot(null)}
        title={slot === 'logo' ? 'Upload logo' : 'Upload header'}
        purpose={slot ?? 'image'}
        onImage={(objectPath) => slot && save(slot, objectPath)}
      />
    </section>
  );
}
