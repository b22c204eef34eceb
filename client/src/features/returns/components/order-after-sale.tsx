import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { OrderReply } from '@shared/orders-schemas';
import type { OrderReturns } from '@shared/return-schemas';
import { Button } from '../../../components/ui/button';
import { useOrderDisputes } from '../api/get-order-disputes';
import { useOrderReturns } from '../api/get-order-returns';
import { formatDeadline } from '../utils/refund-preview';
import { DisputeSection } from './dispute-section';
import { RequestReturnDialog } from './request-return-dialog';
import { ReturnCard } from './return-card';

/** A paid order the shop has or should have sent: returns once delivered, disputes from payment on. */
const AFTER_SALE: ReadonlyArray<OrderReply['status']> = ['processing', 'shipped', 'delivered'];

/**
 * The buyer's after-sale part of one order: "Request a return" while the window is open (or why
 * not), the order's returns with what to do next, and "Ask Threadline to step in" when a reason applies.
 */
export function OrderAfterSale({ order }: { order: OrderReply }) {
  const live = AFTER_SALE.includes(order.status) && order.paymentStatus !== 'pending';
  const returns = useOrderReturns(order.id, live && order.status === 'delivered');
  const disputes = useOrderDisputes(order.id, live);
  if (!live) return null;
  const hasReturns = returns.data && (returns.data.returnable || returns.data.returns.length > 0 || order.status === 'delivered');
  const hasDisputes = disputes.data && (disputes.data.disputes.length > 0 || disputes.data.openableReasons.length > 0);
  if (!hasReturns && !hasDisputes) return null;
  return (
    <section aria-label={`Returns and help for order ${order.number}`} className="flex flex-col gap-3 border-t-2 border-line pt-4" data-testid="order-after-sale">
      {returns.data && <ReturnsPart order={order} data={returns.data} />}
      {disputes.data && <DisputeSection orderId={order.id} data={disputes.data} />}
    </section>
  );
}

function ReturnsPart({ order, data }: { order: OrderReply; data: OrderReturns }) {
  const [open, setOpen] = useState(false);
  const { returnable } = data;
  return (
    <>
      {returnable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="return-request-button">
            <Undo2 aria-hidden className="size-4" /> Request a return
          </Button>
          <p className="text-sm text-muted" data-testid="return-deadline">
            Returns accepted until <time dateTime={returnable.until}>{formatDeadline(returnable.until)}</time>
          </p>
          {open && <RequestReturnDialog order={order} orderReturns={{ ...data, returnable }} open onOpenChange={setOpen} />}
        </div>
      ) : (
        data.notReturnableReason && data.returns.length === 0 && <p className="text-sm text-muted" data-testid="return-unavailable">{data.notReturnableReason}</p>
      )}
      {data.returns.map((ret) => <ReturnCard key={ret.id} ret={ret} viewer="buyer" />)}
    </>
  );
}
