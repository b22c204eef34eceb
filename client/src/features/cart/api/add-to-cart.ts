import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AddToCartInput, CartLine } from '@shared/cart-schemas';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

/** `userId` must be the session's user: the server refuses anyone else's (DECISIONS.md). */
export function addToCart(input: AddToCartInput): Promise<CartLine> {
  return api.post<CartLine>('/api/cart', input);
}

type Callbacks = Pick<UseMutationOptions<CartLine, Error, AddToCartInput>, 'onSuccess' | 'onError'>;

export function useAddToCart({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Stays pending until the cart is refetched, so the badge and the button settle together.
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await onSuccess?.(...args);
    },
    onError,
  });
}
