import type { OwnSeller } from '@shared/account-schemas';
import { imageUrl } from '@shared/images';
import { Badge } from '../../../components/ui/badge';
import { container } from '../../../components/ui/container';
import { SellerAvatar } from '../../sellers/components/seller-avatar';
import { DeactivationNotice } from './deactivation-notice';

/** The shop as its owner sees it: header image, logo, name and its standing. */
export function DashboardHeader({ seller }: { seller: OwnSeller }) {
  return (
    <header>
      <div className="h-32 overflow-hidden border-b-2 border-line bg-[linear-gradient(135deg,#1d1d1d,#0a0a0a_60%,#263300)] sm:h-44">
        {seller.coverImage && (
          <img src={imageUrl(seller.coverImage, 'full')} alt="" width={1200} height={300} className="h-full w-full object-cover" data-testid="dashboard-header-image" />
        )}
      </div>
      <div className={`${container} flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5`}>
        <SellerAvatar name={seller.businessName} image={seller.profileImage} size={96} className="-mt-12 border-4 shadow-hard" />
        <div className="flex min-w-0 flex-col gap-2 pt-1">
          <p className="caps text-sm text-acid">Seller dashboard</p>
          <h1 className="caps text-3xl leading-none break-words sm:text-5xl">{seller.businessName}</h1>
          <div className="flex flex-wrap gap-2">
            {seller.isActive ? <Badge tone="acid">ACTIVE VENDOR</Badge> : <Badge tone="danger">INACTIVE</Badge>}
            {seller.status === 'approved' && <Badge tone="paper">VERIFIED</Badge>}
          </div>
        </div>
      </div>
      <DeactivationNotice seller={seller} className={`${container} mt-4`} />
    </header>
  );
}
