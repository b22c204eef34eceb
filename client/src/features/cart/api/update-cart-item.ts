import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { CartLine } from '@shared/cart-schemas';
import { api } from '../../../lib/api-client';
import { quoteKeys } from '../../promotions/api/cart-quote';
import { cartKeys } from './cart-keys';

export interface UpdateCartItemInput {
  lineId: number;
  quantity: number;
}

export function updateCartItem({ lineId, quantity }: UpdateCartItemInput): Promise<CartLine> {
  return api.patch<CartLine>(`/api/cart/${lineId}`, { quantity });
}

type Callbacks = Pick<UseMutationOptions<CartLine, Error, UpdateCartItemInput>, 'onSuccess' | 'onError'>;

export function useUpdateCartItem({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess,
    onError,
    // Refetched after a failure too: the line may have gone (another tab), and the drawer should say so.
    // The quote too: with codes kept, the drawer shows the server's prices of these lines.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
    ]),
  });
}
