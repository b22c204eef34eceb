import { useState } from 'react';
import { availableActions, type OrderActor } from '@shared/order-transitions';
import type { OrderReply } from '@shared/orders-schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useMoveOrder } from '../api/move-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

const DELIVER_LABELS: Record<OrderActor, string> = {
  buyer: 'I received it', seller: 'Mark delivered', admin: 'Mark delivered', system: 'Mark delivered',
};

interface OrderActionsProps {
  order: OrderReply;
  actor: Exclude<OrderActor, 'system'>;
  /** Queries that show figures drawn from orders (a seller's overview). */
  alsoInvalidate?: ReadonlyArray<readonly unknown[]>;
}

/** Exactly the buttons the transitions table allows this role on this order (its status and its payment). */
export function OrderActions({ order, actor, alsoInvalidate }: OrderActionsProps) {
  const [dialog, setDialog] = useState<'ship' | 'cancel' | 'refund' | null>(null);
  const move = useMoveOrder({
    alsoInvalidate,
    onSuccess: (moved) => {
      setDialog(null);
      toast({ title: `Order ${moved.number} updated` });
    },
    onError: (error) => toast({ title: 'Could not update the order', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' }),
  });
  // The table decides, payment included: mark-paid only for a bank transfer, refund only while paid.
  const actions = availableActions(order, actor);
  if (actions.length === 0) return null;
  const go = (payload: Parameters<typeof move.mutate>[0]['move']) => move.mutate({ orderId: order.id, move: payload });

  return (
    <>
      {actions.includes('markPaid') && (
        <Button size="sm" disabled={move.isPending} onClick={() => go({ action: 'markPaid' })}>Mark transfer received</Button>
      )}
      {actions.includes('ship') && <Button size="sm" onClick={() => setDialog('ship')}>Ship</Button>}
      {actions.includes('deliver') && (
        <Button size="sm" variant="outline" disabled={move.isPending} onClick={() => go({ action: 'deliver' })}>{DELIVER_LABELS[actor]}</Button>
      )}
      {actions.includes('cancel') && <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>Cancel order</Button>}
      {actions.includes('refund') && <Button size="sm" variant="outline" onClick={() => setDialog('refund')}>Refund</Button>}
      {dialog === 'refund' && (
        <CancelOrderDialog
          kind="refund" orderNumber={order.number} open onOpenChange={(open) => setDialog(open ? 'refund' : null)} busy={move.isPending}
          onConfirm={(reason) => go({ action: 'refund', reason })}
        />
      )}
      {dialog === 'ship' && (
        <ShipOrderDialog
          orderNumber={order.number} open onOpenChange={(open) => setDialog(open ? 'ship' : null)} busy={move.isPending}
          onConfirm={(shipment) => go({ action: 'ship', ...shipment })}
        />
      )}
      {dialog === 'cancel' && (
        <CancelOrderDialog
          orderNumber={order.number} open onOpenChange={(open) => setDialog(open ? 'cancel' : null)} busy={move.isPending}
          onConfirm={(reason) => go({ action: 'cancel', reason })}
        />
      )}
    </>
  );
}
