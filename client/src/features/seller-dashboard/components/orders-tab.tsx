import { useSearchParams } from 'react-router';
import { SELLER_ORDER_SORTS, type SellerOrderSort } from '@shared/seller-tools-schemas';
import { ListSearch } from '../../../components/ui/list-search';
import { NativeSelect } from '../../../components/ui/native-select';
import { readChoice } from '../../../lib/address-state';
import { HeldStockPanel } from '../../orders/components/held-stock-panel';
import { OrderConversation } from '../../messages/components/order-conversation';
import { OrdersBoard } from '../../orders/components/orders-board';
import { PackingSlipLink } from '../../orders/components/packing-slip-link';
import { salesKeys } from '../../sales/api/sales-keys';
import { sellerDashboardKeys } from '../api/seller-dashboard-keys';

const SORT_LABELS: Record<SellerOrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'total-high': 'Total: high to low',
  'total-low': 'Total: low to high',
};
const SORT_OPTIONS = SELLER_ORDER_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/**
 * The seller's own orders: who to ship to, and the moves the transitions table allows a seller.
 * Searched and sorted by the server (orderSearch, orderSort in the address); each order has a
 * printable packing slip. A move changes the overview's figures and, once delivered, the balance
 * the platform owes.
 */
export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const search = params.get('orderSearch')?.trim() ?? '';
  const sort = readChoice(params, 'orderSort', SELLER_ORDER_SORTS, 'newest');
  const update = (key: string, value: string | undefined) => setParams((current) => {
    if (value) current.set(key, value);
    else current.delete(key);
    current.delete('orderPage');
    return current;
  }, { replace: true });

  return (
    <div className="flex flex-col gap-4">
      <HeldStockPanel />
      <OrdersBoard
        source="/api/seller/orders" actor="seller" alsoInvalidate={[salesKeys.all, sellerDashboardKeys.payouts]}
        emptyText="Orders arrive here when shoppers buy your designs."
        query={{ search: search || undefined, sort: sort === 'newest' ? undefined : sort }}
        toolbar={
          <>
            <ListSearch label="Search orders: number, name or product" value={search} onSearch={(term) => update('orderSearch', term || undefined)} />
            <NativeSelect
              label="Sort" name="orderSort" className="md:w-72" value={sort} options={SORT_OPTIONS}
              onChange={(event) => update('orderSort', event.target.value === 'newest' ? undefined : event.target.value)}
            />
          </>
        }
        extraActions={(order) => <><PackingSlipLink order={order} /><OrderConversation orderId={order.id} viewer="seller" /></>}
      />
    </div>
  );
}
