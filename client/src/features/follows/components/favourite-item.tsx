import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Favourite } from '@shared/notification-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { paths } from '../../../lib/paths';
import { PriceTag } from '../../catalog/components/price-tag';
import { ProductImage } from '../../catalog/components/product-image';
import { changeBadges } from '../utils/favourite-changes';

interface FavouriteItemProps {
  favourite: Favourite;
  onPriceAlerts: (priceAlerts: boolean) => void;
  onRemove: () => void;
  busy: boolean;
}

/** One saved product: what it is now, what changed since, its price alerts and Remove. No link once it is unavailable. */
export function FavouriteItem({ favourite, onPriceAlerts, onRemove, busy }: FavouriteItemProps) {
  const { product } = favourite;
  const badges = changeBadges(favourite.changes, favourite.savedPrice, product?.price ?? null);
  const image = <ProductImage image={product?.images[0]} alt={favourite.name} variant="thumb" className={product ? undefined : 'opacity-50 grayscale'} />;
  return (
    <li className="flex gap-3 border-2 border-line bg-surface p-3 sm:gap-4" data-testid="favourite-item">
      <div className="size-20 shrink-0 sm:size-24">
        {product ? <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden>{image}</Link> : image}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {product ? (
          <Link to={paths.product(product.id)} className="line-clamp-2 font-semibold hover:text-acid">{favourite.name}</Link>
        ) : (
          <p className="line-clamp-2 font-semibold text-muted">{favourite.name}</p>
        )}
        {product?.seller && <p className="truncate text-sm text-muted">by {product.seller.businessName}</p>}
        {product && <PriceTag price={product.price} originalPrice={product.originalPrice} isOnSale={product.isOnSale} />}
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Since you saved it">
            {badges.map((badge) => (
              <li key={badge.label} data-testid="favourite-change" className="flex flex-wrap items-center gap-2">
                <Badge tone={badge.tone}>{badge.label}</Badge>
                {badge.detail && <span className="nums text-sm text-muted">{badge.detail}</span>}
              </li>
            ))}
          </ul>
        )}
        {!product && <p className="text-sm text-muted">No longer listed: the shop paused it or it was taken down.</p>}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          {product ? (
            <Switch label="Price alerts" checked={favourite.priceAlerts} onCheckedChange={onPriceAlerts} disabled={busy} />
          ) : <span />}
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy} aria-label={`Remove ${favourite.name} from favourites`}>
            <Trash2 aria-hidden className="size-4" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
