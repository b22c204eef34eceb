import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReply } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { checkoutQueryKey } from '../../checkout/api/get-checkout';
import { ordersQueryKey } from './get-orders-page';

/** Every product list and page (the catalogue's keys start with it). */
const productsKeyPrefix = ['products'] as const;

/** One move of the transitions table, as the API names it. */
export type OrderMove =
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'deliver' }
  | { action: 'cancel'; reason: string }
  | { action: 'markPaid' }
  | { action: 'refund'; reason: string };

export function moveOrder(orderId: number, move: OrderMove): Promise<OrderReply> {
  switch (move.action) {
    case 'ship': return api.post(`/api/orders/${orderId}/ship`, { carrier: move.carrier, trackingNumber: move.trackingNumber });
    case 'deliver': return api.post(`/api/orders/${orderId}/deliver`);
    case 'cancel': return api.post(`/api/orders/${orderId}/cancel`, { reason: move.reason });
    case 'markPaid': return api.post(`/api/admin/orders/${orderId}/mark-paid`);
    case 'refund': return api.post(`/api/admin/orders/${orderId}/refund`, { reason: move.reason });
  }
}

/**
 * Moves an order; every list, checkout and figure that shows orders is fetched again, and the
 * product lists too: a cancel before shipment puts the stock back.
 */
export function useMoveOrder(options: { onSuccess?: (order: OrderReply) => void; onError?: (error: Error) => void; alsoInvalidate?: ReadonlyArray<readonly unknown[]> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: number; move: OrderMove }) => moveOrder(orderId, move),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all([ordersQueryKey, checkoutQueryKey, productsKeyPrefix, ...(options.alsoInvalidate ?? [])].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }))),
  });
}
