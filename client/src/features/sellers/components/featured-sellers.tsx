import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { container } from '../../../components/ui/container';
import { paths } from '../../../lib/paths';
import { useFeaturedSellers } from '../api/get-featured-sellers';
import { SellerCard } from './seller-card';
import { SellerCardSkeleton } from './seller-card-skeleton';

const SKELETON_COUNT = 4;

export function FeaturedSellers() {
  const { data: sellers, isPending, isError } = useFeaturedSellers();
  // Nothing to feature (or the call failed): the directory link in the navigation still leads to every seller.
  if (isError || (sellers && sellers.length === 0)) return null;

  return (
    <section aria-labelledby="featured-sellers-title" className="border-t-2 border-line bg-surface/40">
      <div className={`${container} py-12`}>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="caps text-sm text-acid">The artists</p>
            <h2 id="featured-sellers-title" className="caps text-4xl sm:text-5xl">Featured sellers</h2>
          </div>
          <Link to={paths.sellers} className={buttonClasses('outline', 'md')}>
            View All Sellers
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-4" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index}>
                  <SellerCardSkeleton />
                </li>
              ))
            : sellers.map((seller) => (
                <li key={seller.id}>
                  <SellerCard seller={seller} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
