import type { CheckoutReply } from '@shared/orders-schemas';

/** Where a checkout stands for its buyer, which the confirmation page's words follow. */
export type CheckoutState = 'awaiting' | 'declined' | 'paid' | 'cancelled';

export function checkoutState({ orders }: Pick<CheckoutReply, 'orders'>): CheckoutState {
  if (orders.length > 0 && orders.every((order) => order.status === 'cancelled')) return 'cancelled';
  const pending = orders.filter((order) => order.status === 'pending');
  // A declined payment may be tried again while its orders still wait (they expire otherwise).
  if (pending.some((order) => order.paymentStatus === 'failed')) return 'declined';
  if (pending.length > 0) return 'awaiting';
  return 'paid';
}
