import { useSearchParams } from 'react-router';
import type { OwnSeller } from '@shared/account-schemas';
import { container } from '../../../components/ui/container';
import { readChoice } from '../../../lib/address-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSellerWaitingReturns } from '../../returns/api/get-seller-returns';
import { SellerReturnsPanel } from '../../returns/components/seller-returns-panel';
import { useSellerProducts } from '../../sales/api/get-seller-products';
import { MediaTab } from './media-tab';
import { OrdersTab } from './orders-tab';
import { OverviewTab } from './overview-tab';
import { ProductsTab, readProductsAddress } from './products-tab';
import { ReviewsTab } from './reviews-tab';
import { SettingsTab } from './settings-tab';
import { SellerMessagesTab } from '../../messages/components/seller-messages-tab';
import { ManagePromotionsTab } from '../../promotions/components/manage-promotions-tab';
import { SellerIntegrationsTab } from '../../webhooks/components/seller-integrations-tab';

const TABS = ['overview', 'products', 'orders', 'promotions', 'messages', 'returns', 'reviews', 'media', 'integrations', 'settings'] as const;
type DashboardTab = (typeof TABS)[number];

/** The dashboard's tabs; the open one lives in ?tab= so a reload or a shared link keeps it. */
export function DashboardTabs({ seller }: { seller: OwnSeller }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab = readChoice(searchParams, 'tab', TABS, 'overview');
  const address = readProductsAddress(searchParams);
  const products = useSellerProducts(address);
  // The tab counts the whole shop: only an unfiltered list's total says so.
  const unfiltered = address.search === undefined && address.lowStock === undefined;
  const productCount = unfiltered ? products.data?.total : undefined;
  // Return requests waiting for the shop's answer (issue 25).
  const waitingReturns = useSellerWaitingReturns().data ?? 0;

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => setSearchParams((params) => {
        params.set('tab', next);
        return params;
      }, { replace: true })}
      className={`${container} py-6`}
    >
      <TabsList aria-label="Dashboard sections" className="flex-wrap overflow-x-visible">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="products">Products{productCount === undefined ? '' : ` (${productCount})`}</TabsTrigger>
        <TabsTrigger value="orders">Orders</TabsTrigger>
        <TabsTrigger value="promotions">Promotions</TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
        <TabsTrigger value="returns">
          Returns
          {waitingReturns > 0 && (
            <span className="nums ml-2 bg-acid px-1.5 text-sm text-ink" data-testid="returns-waiting-count" aria-label={`${waitingReturns} waiting for you`}>{waitingReturns}</span>
          )}
        </TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
        <TabsTrigger value="media">Media</TabsTrigger>
        <TabsTrigger value="integrations">Integrations</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="overview"><OverviewTab /></TabsContent>
      <TabsContent value="products"><ProductsTab seller={seller} products={products} /></TabsContent>
      <TabsContent value="orders"><OrdersTab /></TabsContent>
      <TabsContent value="promotions"><ManagePromotionsTab /></TabsContent>
      <TabsContent value="messages"><SellerMessagesTab /></TabsContent>
      <TabsContent value="returns"><SellerReturnsPanel /></TabsContent>
      <TabsContent value="reviews"><ReviewsTab sellerId={seller.id} shopName={seller.businessName} /></TabsContent>
      <TabsContent value="media"><MediaTab /></TabsContent>
      <TabsContent value="integrations"><SellerIntegrationsTab /></TabsContent>
      <TabsContent value="settings"><SettingsTab seller={seller} /></TabsContent>
    </Tabs>
  );
}
