import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quoteKeys } from '../../promotions/api/cart-quote';
import { cartKeys } from './cart-keys';

export function removeCartItem(lineId: number): Promise<void> {
  return api.delete<void>(`/api/cart/${lineId}`);
}

type Callbacks = Pick<UseMutationOptions<void, Error, number>, 'onSuccess' | 'onError'>;

export function useRemoveCartItem({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess,
    onError,
    // The quote too: with codes kept, the drawer shows the server's prices of these lines.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
    ]),
  });
}
