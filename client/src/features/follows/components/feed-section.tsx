import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { container } from '../../../components/ui/container';
import { paths } from '../../../lib/paths';
import { ProductGrid } from '../../catalog/components/product-grid';
import { useFeed } from '../api/get-feed';
import { useFollowingIds } from '../api/get-following-ids';

/**
 * "New from shops you follow" on the home page, for a shopper who follows at least one shop;
 * nothing at all otherwise. Its own chunk: visitors never download it.
 */
export default function FeedSection() {
  const follows = useFollowingIds();
  const followsAny = follows !== undefined && follows.size > 0;
  const feed = useFeed(followsAny);
  if (!followsAny || feed.isError) return null;
  const products = feed.data?.pages.flatMap((page) => page.items);
  if (products && products.length === 0) return null;

  return (
    <section aria-labelledby="feed-title" className={`${container} py-10`} data-testid="feed-section">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="feed-title" className="caps text-3xl sm:text-4xl">New from shops you follow</h2>
        <Link to={paths.accountFollowing} className="text-sm text-muted underline underline-offset-4 hover:text-acid">Shops you follow</Link>
      </div>
      <ProductGrid products={products} wide label="New from shops you follow" />
      {feed.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
