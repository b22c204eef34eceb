import { AdminGate } from '../../../features/admin/components/admin-gate';
import { AdminShell, adminTab, adminTabList } from '../../../features/admin/components/admin-shell';
import { DisputesTab } from '../../../features/admin/components/disputes-tab';
import { DisputesTabLabel } from '../../../features/admin/components/disputes-tab-label';
import { ImportTab } from '../../../features/admin/components/import-tab';
import { MessageReportsTab } from '../../../features/admin/components/message-reports-tab';
import { OrdersTab } from '../../../features/admin/components/orders-tab';
import { PayoutsTab } from '../../../features/admin/components/payouts-tab';
import { OverviewTab, type PanelTab } from '../../../features/admin/components/overview-tab';
import { PanelSellersTab } from '../../../features/admin/components/panel-sellers-tab';
import { ProductsTab } from '../../../features/admin/components/products-tab';
import { PromotionsTab } from '../../../features/admin/components/promotions-tab';
import { ReviewsTab } from '../../../features/admin/components/reviews-tab';
import { useAdminAddress } from '../../../features/admin/hooks/use-admin-address';
import { AdminWebhooksTab } from '../../../features/webhooks/components/admin-webhooks-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';

const PANEL_TABS: readonly PanelTab[] = ['overview', 'products', 'orders', 'payouts', 'sellers', 'reviews', 'messages', 'import', 'disputes', 'promotions', 'webhooks'];

/** /admin-dashboard: the control panel (overview, products, orders, payouts, sellers, review moderation, reported messages, CSV import, disputes, promotions, webhooks). */
export default function AdminDashboardPage() {
  const address = useAdminAddress(PANEL_TABS, 'overview');
  return (
    <AdminGate>
      {(admin) => (
        <AdminShell title="Admin control panel" admin={admin} switchTo={{ to: paths.adminPortal, label: 'PORTAL' }}>
          <Tabs value={address.tab} onValueChange={(tab) => address.setTab(tab as PanelTab)}>
            <TabsList aria-label="Control panel sections" className={adminTabList}>
              <TabsTrigger value="overview" className={adminTab}>Overview</TabsTrigger>
              <TabsTrigger value="products" className={adminTab}>Products</TabsTrigger>
              <TabsTrigger value="orders" className={adminTab}>Orders</TabsTrigger>
              <TabsTrigger value="payouts" className={adminTab}>Payouts</TabsTrigger>
              <TabsTrigger value="sellers" className={adminTab}>Sellers</TabsTrigger>
              <TabsTrigger value="reviews" className={adminTab}>Reviews</TabsTrigger>
              <TabsTrigger value="messages" className={adminTab}>Messages</TabsTrigger>
              <TabsTrigger value="import" className={adminTab}>Import</TabsTrigger>
              <TabsTrigger value="disputes" className={adminTab}><DisputesTabLabel /></TabsTrigger>
              <TabsTrigger value="promotions" className={adminTab}>Promotions</TabsTrigger>
              <TabsTrigger value="webhooks" className={adminTab}>Webhooks</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab onOpenTab={address.setTab} />
            </TabsContent>
            <TabsContent value="products">
              <ProductsTab address={address} />
            </TabsContent>
            <TabsContent value="orders">
              <OrdersTab />
            </TabsContent>
            <TabsContent value="payouts">
              <PayoutsTab address={address} />
            </TabsContent>
            <TabsContent value="sellers">
              <PanelSellersTab address={address} />
            </TabsContent>
            <TabsContent value="reviews">
              <ReviewsTab address={address} />
            </TabsContent>
            <TabsContent value="messages">
              <MessageReportsTab address={address} />
            </TabsContent>
            <TabsContent value="import">
              <ImportTab />
            </TabsContent>
            <TabsContent value="disputes">
              <DisputesTab address={address} />
            </TabsContent>
            <TabsContent value="promotions">
              <PromotionsTab address={address} />
            </TabsContent>
            <TabsContent value="webhooks">
              <AdminWebhooksTab />
            </TabsContent>
          </Tabs>
        </AdminShell>
      )}
    </AdminGate>
  );
}
