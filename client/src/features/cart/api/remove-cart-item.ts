import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
