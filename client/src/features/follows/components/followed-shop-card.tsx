import { Link } from 'react-router';
import type { PublicSeller } from '@shared/catalog-schemas';
import { imageUrl } from '@shared/images';
import { Button } from '../../../components/ui/button';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';

interface FollowedShopCardProps {
  shop: PublicSeller;
  onUnfollow: () => void;
  busy: boolean;
}

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');

/** A followed shop: its logo and name link to it; Unfollow beside them. */
export function FollowedShopCard({ shop, onUnfollow, busy }: FollowedShopCardProps) {
  return (
    <li className="flex items-center gap-3 border-2 border-line bg-surface p-3" data-testid="followed-shop">
      {shop.profileImage ? (
        <img src={imageUrl(shop.profileImage, 'thumb')} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 bg-photo object-cover" />
      ) : (
        <span aria-hidden className="caps grid size-14 shrink-0 place-items-center bg-acid text-xl text-ink">{initials(shop.businessName)}</span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={paths.seller(shop.id)} className="caps truncate text-xl leading-tight hover:text-acid">{shop.businessName}</Link>
        <span className="nums truncate text-sm text-muted">
          {plural(shop.followersCount, 'follower')} · {plural(shop.productCount, 'design')}
        </span>
      </div>
      <Button variant="outline" size="sm" disabled={busy} onClick={onUnfollow} aria-label={`Unfollow ${shop.businessName}`}>
        Unfollow
      </Button>
    </li>
  );
}
