import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../features/accounts/api/get-current-user';
import { CatalogBrowser } from '../../features/catalog/components/catalog-browser';
import { CategoryStrip } from '../../features/catalog/components/category-strip';
import { Hero } from '../../features/catalog/components/hero';
import { FeaturedSellers } from '../../features/sellers/components/featured-sellers';

// Its own chunk, asked for only once someone is signed in: visitors' first load stays as it was.
const FeedSection = lazy(() => import('../../features/follows/components/feed-section'));

export function HomePage() {
  const signedIn = Boolean(useCurrentUser().data);
  return (
    <>
      <title>Threadline: The underground streetwear marketplace</title>
      <Hero />
      <CategoryStrip />
      {signedIn && (
        <Suspense fallback={null}>
          <FeedSection />
        </Suspense>
      )}
      <CatalogBrowser />
      <FeaturedSellers />
    </>
  );
}
