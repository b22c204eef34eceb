import type { ProductSummary } from '@shared/catalog-schemas';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const SKELETON_COUNT = 8;
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  layout?: 'grid' | 'list';
  /** Column count at the widest size; phones show two columns, as Depop and Grailed do. */
  wide?: boolean;
  label: string;
}

export function ProductGrid({ products, layout = 'grid', wide = false, label }: ProductGridProps) {
  const columns =
    layout === 'list'
      ? 'grid-cols-1 xl:grid-cols-2'
      : cn('grid-cols-2 md:grid-cols-3', wide ? 'lg:grid-cols-4 2xl:grid-cols-5' : 'xl:grid-cols-4');
  const gap = layout === 'list' ? 'gap-4' : 'gap-2.5 xs:gap-4';

  if (!products) {
    return (
      <div className={cn('grid', gap, columns)} aria-busy="true" aria-label={`${label} loading`}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ProductCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    );
  }

  return (
    <ul className={cn('grid', gap, columns)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
