import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnSchema, type ReturnReply } from '@shared/return-schemas';
import { api } from '../../../lib/api-client';
import { ownShopKey } from '../../../lib/own-shop-key';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import { ordersKeys } from '../../orders/api/orders-keys';
import { returnsKeys } from './returns-keys';

/** The moves of the lifecycle table a person makes on a return, with the body each row requires. */
export type ReturnMove =
  | { action: 'accept'; instructions: string | null }
  | { action: 'refuse'; reason: string }
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'receive'; restock: boolean };

export async function moveReturn(returnId: number, move: ReturnMove): Promise<ReturnReply> {
  const { action, ...body } = move;
  return returnSchema.parse(await api.post(`/api/returns/${returnId}/${action}`, body));
}

/**
 * Moves a return. Every return list is read again; receiving it refunds the order and may restock,
 * so then the orders (their refunds), the products (stock) and the shop's own figures (payouts) too.
 */
export function useMoveReturn(options: { onSuccess?: (reply: ReturnReply) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, move }: { returnId: number; move: ReturnMove }) => moveReturn(returnId, move),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: (_reply, _error, { move }) => {
      const keys: ReadonlyArray<readonly unknown[]> = move.action === 'receive'
        ? [returnsKeys.all, ordersKeys.all, catalogKeys.products, ownShopKey]
        : [returnsKeys.all, ordersKeys.all];
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
