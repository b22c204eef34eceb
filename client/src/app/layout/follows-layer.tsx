import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSummary } from '@shared/catalog-schemas';
import { ProductCardActionContext } from '../../features/catalog/components/product-card-action';
import { FavouriteButton } from '../../features/follows/components/favourite-button';
import { hasIntent } from '../../features/follows/utils/intent';

const PendingIntent = lazy(() => import('../../features/follows/components/pending-intent'));

const favouriteOnCard = (product: ProductSummary) => <FavouriteButton productId={product.id} productName={product.name} />;

/**
 * What favourites and follows add to every page: the heart on each product card, and the
 * finishing of what a visitor tapped before signing in. That code loads only once an address
 * carries such an intent, and then stays, so its answer's toast is not cut short.
 */
export function FollowsLayer({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const [intentSeen, setIntentSeen] = useState(false);
  if (!intentSeen && hasIntent(params)) setIntentSeen(true);
  return (
    <ProductCardActionContext value={favouriteOnCard}>
      {children}
      {intentSeen && (
        <Suspense fallback={null}>
          <PendingIntent />
        </Suspense>
      )}
    </ProductCardActionContext>
  );
}
