import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quoteKeys } from '../../promotions/api/cart-quote';
import { cartKeys } from './cart-keys';

/** Empties the signed-in user's cart; the id must be the session's own (the server checks). */
export function clearCart(userId: number): Promise<void> {
  return api.delete<void>(`/api/cart/user/${userId}`);
}

type Callbacks = Pick<UseMutationOptions<void, Error, number>, 'onSuccess' | 'onError'>;

export function useClearCart({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess,
    onError,
    // The quote too: with codes kept, the drawer shows the server's prices of these lines.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
    ]),
  });
}
