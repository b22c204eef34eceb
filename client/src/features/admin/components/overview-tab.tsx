import { Boxes, DollarSign, FileUp, Package, Percent, ShoppingBag, Store, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '@shared/money';
import { formatCount, plural } from '../../../lib/format';
import { useAdminOverview } from '../api/get-overview';
import { ActivityList } from './activity-list';
import { ListState } from '../../../components/ui/list-state';
import { StatCard } from '../../../components/ui/stat-card';

export type PanelTab = 'overview' | 'products' | 'orders' | 'payouts' | 'sellers' | 'reviews' | 'messages' | 'import' | 'disputes' | 'promotions' | 'webhooks';

/** Real counts from GET /api/admin/overview: revenue and orders come from the orders table. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: PanelTab) => void }) {
  const { data, isPending, isError, refetch } = useAdminOverview();
  return (
    <ListState isPending={isPending} isError={isError} isEmpty={false} emptyTitle="" onRetry={() => void refetch()}>
      {data && (
        <div className="flex flex-col gap-8">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            <StatCard
              label="Total products"
              value={formatCount(data.totalProducts)}
              detail={`${formatCount(data.unassignedProducts)} unassigned`}
              icon={<Package aria-hidden className="size-5" />}
            />
            <StatCard
              label="Active sellers"
              value={formatCount(data.activeSellers)}
              detail={`${plural(data.pendingApplications, 'application')} pending`}
              icon={<Store aria-hidden className="size-5" />}
            />
            <StatCard
              label="Revenue"
              value={formatPrice(data.revenue)}
              detail="Paid by shoppers, orders not cancelled or refunded"
              icon={<DollarSign aria-hidden className="size-5" />}
            />
            <StatCard
              label="Platform commission"
              value={formatPrice(data.platformCommission)}
              detail="Our share of that revenue, at each order's rate"
              icon={<Percent aria-hidden className="size-5" />}
            />
            <StatCard
              label="Orders"
              value={formatCount(data.orders)}
              detail="Not cancelled"
              icon={<ShoppingBag aria-hidden className="size-5" />}
            />
          </div>
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <section aria-labelledby="recent-activity">
              <h2 id="recent-activity" className="caps mb-3 text-2xl">Recent activity</h2>
              {data.recentActivity.length > 0 ? (
                <ActivityList entries={data.recentActivity} />
              ) : (
                <p className="border-2 border-line p-4 text-muted">No admin actions recorded yet.</p>
              )}
            </section>
            <section aria-labelledby="quick-actions">
              <h2 id="quick-actions" className="caps mb-3 text-2xl">Quick actions</h2>
              <div className="flex flex-col gap-3">
                <Button variant="outline" className="justify-start" onClick={() => onOpenTab('products')}>
                  <Boxes aria-hidden className="size-5" /> MANAGE PRODUCTS
                </Button>
                <Button variant="outline" className="justify-start" onClick={() => onOpenTab('orders')}>
                  <ShoppingBag aria-hidden className="size-5" /> MANAGE ORDERS
                </Button>
                <Button variant="outline" className="justify-start" onClick={() => onOpenTab('sellers')}>
                  <Users aria-hidden className="size-5" /> VIEW SELLERS
                </Button>
                <Button variant="outline" className="justify-start" onClick={() => onOpenTab('import')}>
                  <FileUp aria-hidden className="size-5" /> IMPORT PRODUCTS
                </Button>
              </div>
            </section>
          </div>
        </div>
      )}
    </ListState>
  );
}
