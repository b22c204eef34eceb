import { lazy, Suspense } from 'react';
import { DollarSign, Package, ShoppingBag, Star, Users } from 'lucide-react';
import { formatPrice } from '@shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount, plural } from '../../../lib/format';
import { useSalesFigures } from '../../sales/api/get-sales-figures';
import { LoadError } from '../../../components/ui/load-error';
import { StatCard } from '../../../components/ui/stat-card';

import { PayoutsPanel } from './payouts-panel';
import { TopProducts } from './top-products';

const SalesChart = lazy(() => import('../../sales/components/sales-chart'));

/** Only real figures: what the shop has, how it is rated, and what its orders brought in. */
export function OverviewTab() {
  const stats = useSalesFigures();
  return (
    <div className="flex flex-col gap-8">
      {stats.data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          <StatCard label="Products" icon={<Package aria-hidden />} value={stats.data.totalProducts} detail={`${stats.data.activeProducts} active`} />
          <StatCard
            label="Rating"
            icon={<Star aria-hidden />}
            value={stats.data.totalReviews > 0 ? Number(stats.data.rating).toFixed(1) : 'New'}
            detail={plural(stats.data.totalReviews, 'review')}
          />
          <StatCard label="Revenue" icon={<DollarSign aria-hidden />} value={formatPrice(stats.data.revenue)} detail="Your share of paid orders, after commission" />
          <StatCard label="Orders" icon={<ShoppingBag aria-hidden />} value={stats.data.orders} detail={`Not cancelled · ${plural(stats.data.unitsSold, 'unit')} sold`} />
          <StatCard
            label="Followers"
            icon={<Users aria-hidden />}
            value={<span data-testid="followers-count">{formatCount(stats.data.followersCount)}</span>}
            detail={<span data-testid="new-followers">+{formatCount(stats.data.newFollowers30d)} in 30 days</span>}
          />
        </div>
      ) : stats.isError ? (
        <LoadError what="your figures" onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => <Skeleton key={index} className="h-32" />)}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Suspense fallback={<Skeleton className="h-48" />}>
          <SalesChart />
        </Suspense>
        <PayoutsPanel />
      </div>
      <TopProducts />
    </div>
  );
}
