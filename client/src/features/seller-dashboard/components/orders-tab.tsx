import { OrdersBoard } from '../../orders/components/orders-board';
import { sellerDashboardKeys } from '../api/seller-keys';

/**
 * The seller's own orders: who to ship to, and the moves the transitions table allows a seller.
 * A move changes the overview's figures and, once delivered, the balance the platform owes.
 */
export function OrdersTab() {
  return (
    <OrdersBoard
      source="/api/seller/orders" actor="seller" alsoInvalidate={[sellerDashboardKeys.stats, sellerDashboardKeys.payouts]}
      emptyText="Orders arrive here when shoppers buy your designs."
    />
  );
}
