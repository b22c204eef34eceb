import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
