import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { DollarSign, Package, ShoppingBag, Star } from 'lucide-react';
import type { ProductSummary } from '@shared/catalog-schemas';
import { formatPrice } from '@shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ProductImage } from '../../catalog/components/product-image';
import { useSalesFigures } from '../../sales/api/get-sales-figures';
import { LoadError } from '../../../components/ui/load-error';
import { StatCard } from '../../../components/ui/stat-card';

import { PayoutsPanel } from './payouts-panel';

const SalesChart = lazy(() => import('../../sales/components/sales-chart'));
const TOP_PRODUCTS = 3; // spec section 9

/** Only real figures: what the shop has, how it is rated, and what its orders brought in. */
export function OverviewTab({ products }: { products: ProductSummary[] | undefined }) {
  const stats = useSalesFigures();
  return (
    <div className="flex flex-col gap-8">
      {stats.data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Products" icon={<Package aria-hidden />} value={stats.data.totalProducts} detail={`${stats.data.activeProducts} active`} />
          <StatCard
            label="Rating"
            icon={<Star aria-hidden />}
            value={stats.data.totalReviews > 0 ? Number(stats.data.rating).toFixed(1) : 'New'}
            detail={plural(stats.data.totalReviews, 'review')}
          />
          <StatCard label="Revenue" icon={<DollarSign aria-hidden />} value={formatPrice(stats.data.revenue)} detail="Your share of paid orders, after commission" />
          <StatCard label="Orders" icon={<ShoppingBag aria-hidden />} value={stats.data.orders} detail={`Not cancelled · ${plural(stats.data.unitsSold, 'unit')} sold`} />
        </div>
      ) : stats.isError ? (
        <LoadError what="your figures" onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="h-32" />)}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Suspense fallback={<Skeleton className="h-48" />}>
          <SalesChart />
        </Suspense>
        <PayoutsPanel />
      </div>
      <section aria-labelledby="top-products">
        <h2 id="top-products" className="caps mb-4 text-2xl">Top products</h2>
        {products === undefined ? (
          <Skeleton className="h-24" />
        ) : products.length === 0 ? (
          <p className="text-muted">No products yet. Add your first design in the Products tab.</p>
        ) : (
          <ol className="grid gap-3 md:grid-cols-3">
            {products.slice(0, TOP_PRODUCTS).map((product) => (
              <li key={product.id}>
                <Link to={paths.product(product.id)} className="flex min-w-0 items-center gap-3 border-2 border-line p-2 hover:border-paper">
                  <div className="size-16 shrink-0">
                    <ProductImage image={product.images[0]} alt={product.name} variant="thumb" />
                  </div>
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold">{product.name}</span>
                    <span className="nums text-sm text-muted">{formatPrice(product.price)} · {product.stock} in stock</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
