import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import type { OrderReply } from '@shared/orders-schemas';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The printable packing slip of one order (its seller's, or any order's for an admin). */
export function PackingSlipLink({ order }: { order: Pick<OrderReply, 'id' | 'number'> }) {
  return (
    <Link to={paths.packingSlip(order.id)} className={buttonClasses('outline', 'sm')} aria-label={`Packing slip for order ${order.number}`}>
      <Printer aria-hidden className="size-4" />
      Packing slip
    </Link>
  );
}
