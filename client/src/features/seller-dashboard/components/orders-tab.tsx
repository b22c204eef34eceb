import { HeldStockPanel } from '../../orders/components/held-stock-panel';
import { OrdersBoard } from '../../orders/components/orders-board';
import { salesKeys } from '../../sales/api/sales-keys';
import { sellerDashboardKeys } from '../api/seller-dashboard-keys';

/**
 * The seller's own orders: who to ship to, and the moves the transitions table allows a seller.
 * A move changes the overview's figures and, once delivered, the balance the platform owes.
 */
export function OrdersTab() {
  return (
    <div className="flex flex-col gap-4">
      <HeldStockPanel />
      <OrdersBoard
        source="/api/seller/orders" actor="seller" alsoInvalidate={[salesKeys.all, sellerDashboardKeys.payouts]}
        emptyText="Orders arrive here when shoppers buy your designs."
      />
    </div>
  );
}
