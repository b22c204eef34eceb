import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveBody, ORDER_MOVE_PATHS, type PersonMoveInput } from '@shared/order-transitions';
import type { OrderReply } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import { ordersKeys } from './orders-keys';

/** One move of the transitions table, as the API names it: the action and the fields its rows require. */
export type OrderMove = PersonMoveInput;

export function moveOrder(orderId: number, move: OrderMove): Promise<OrderReply> {
  return api.post(ORDER_MOVE_PATHS[move.action].replace(':id', String(orderId)), moveBody(move));
}

/**
 * Moves an order; every orders list and checkout is fetched again (their keys start with the
 * orders'), and the product lists too: a cancel before shipment puts the stock back. A screen whose
 * own figures follow orders (the admin panel's) passes its key in `alsoInvalidate`.
 */
export function useMoveOrder(options: { onSuccess?: (order: OrderReply) => void; onError?: (error: Error) => void; alsoInvalidate?: ReadonlyArray<readonly unknown[]> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: number; move: OrderMove }) => moveOrder(orderId, move),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all([ordersKeys.all, catalogKeys.products, ...(options.alsoInvalidate ?? [])].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }))),
  });
}
