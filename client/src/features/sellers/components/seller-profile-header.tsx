import type { ReactNode } from 'react';
import type { PublicSeller } from '@shared/catalog-schemas';
import { imageUrl } from '@shared/images';
import { container } from '../../../components/ui/container';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { SellerAvatar } from './seller-avatar';
import { DEFAULT_SPECIALTY } from './seller-card';
import { SellerRating } from './seller-rating';

interface SellerProfileHeaderProps {
  seller: PublicSeller;
  /** The followers figure when the page knows a fresher one than the shop's reply (after a follow). */
  followersCount?: number;
  /** Beside the name (Follow); the page supplies it so this feature does not depend on follows. */
  action?: ReactNode;
}

export function SellerProfileHeader({ seller, followersCount = seller.followersCount, action }: SellerProfileHeaderProps) {
  return (
    <header>
      <div className="h-40 overflow-hidden border-b-2 border-line bg-[linear-gradient(135deg,#1d1d1d,#0a0a0a_60%,#263300)] sm:h-56 lg:h-72">
        {seller.coverImage && (
          <img
            src={imageUrl(seller.coverImage, 'full')}
            alt=""
            width={1200}
            height={300}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className={`${container} flex flex-col gap-4 sm:flex-row sm:items-end`}>
        <SellerAvatar
          name={seller.businessName}
          image={seller.profileImage}
          size={128}
          className="-mt-16 border-4 shadow-hard sm:-mt-20"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 pb-1 sm:pt-4">
          <h1 className="caps text-4xl leading-none break-words sm:text-6xl">{seller.businessName}</h1>
          <p className="text-lg text-muted">{seller.specialty || DEFAULT_SPECIALTY}</p>
          <ul className="nums flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <li>
              <SellerRating rating={seller.rating} totalReviews={seller.totalReviews} to={paths.sellerReviews(seller.id)} />
            </li>
            <li className="text-muted">Since {new Date(seller.createdAt).getFullYear()}</li>
            <li className="text-muted">{plural(seller.productCount, 'design')}</li>
            <li className="font-semibold" data-testid="followers-count">{plural(followersCount, 'follower')}</li>
          </ul>
        </div>
        {action && <div className="shrink-0 pb-1">{action}</div>}
      </div>
    </header>
  );
}
