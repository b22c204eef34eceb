import { OrdersBoard } from '../../orders/components/orders-board';
import { PackingSlipLink } from '../../orders/components/packing-slip-link';
import { adminKeys } from '../api/admin-keys';

/** Every order: mark bank transfers received, and the moves the transitions table allows an admin. */
export function OrdersTab() {
  return (
    <OrdersBoard
      source="/api/admin/orders" actor="admin" alsoInvalidate={[adminKeys.all]} emptyText="Orders appear here once shoppers check out."
      extraActions={(order) => <PackingSlipLink order={order} />}
    />
  );
}
