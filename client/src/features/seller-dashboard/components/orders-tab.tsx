import { ShoppingBag } from 'lucide-react';
import { PageMessage } from '../../../components/ui/page-message';

/** Honest: there is no checkout yet, so there are no orders to list. */
export function OrdersTab() {
  return (
    <PageMessage icon={<ShoppingBag aria-hidden className="size-10" />} title="No orders yet">
      Orders arrive here once checkout opens and shoppers buy your designs.
    </PageMessage>
  );
}
