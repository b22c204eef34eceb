import { Link } from 'react-router';
import type { PublicSeller } from '@shared/catalog-schemas';
import { imageUrl } from '@shared/images';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { SellerAvatar } from './seller-avatar';
import { SellerRating } from './seller-rating';

export const DEFAULT_SPECIALTY = 'Street Fashion Designer';

/** A seller tile for lists: the home page's featured sellers and the vendor directory. */
export function SellerCard({ seller, showDescription = false }: { seller: PublicSeller; showDescription?: boolean }) {
  return (
    <Link
      to={paths.seller(seller.id)}
      className="group flex h-full flex-col border-2 border-line bg-surface transition-[border-color,box-shadow] hover:border-acid hover:shadow-hard"
      data-testid="seller-card"
    >
      <div className="h-20 overflow-hidden bg-raised">
        {/* Covers are wide banners: the square card variant would crop them, so the full image is used. */}
        {seller.coverImage && (
          <img
            src={imageUrl(seller.coverImage, 'full')}
            alt=""
            width={1200}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
          />
        )}
      </div>
      <div className="-mt-8 flex flex-1 flex-col gap-2 p-4 pt-0">
        <SellerAvatar name={seller.businessName} image={seller.profileImage} size={64} />
        <h3 className="caps text-2xl leading-tight group-hover:text-acid">{seller.businessName}</h3>
        <p className="text-sm text-muted">{seller.specialty || DEFAULT_SPECIALTY}</p>
        {showDescription && seller.description && (
          <p className="line-clamp-2 text-sm text-paper/80">{seller.description}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
          <SellerRating rating={seller.rating} totalReviews={seller.totalReviews} />
          <span className="nums text-muted">
            <span data-testid="followers-count">{plural(seller.followersCount, 'follower')}</span> · {plural(seller.productCount, 'design')}
          </span>
        </div>
      </div>
    </Link>
  );
}
