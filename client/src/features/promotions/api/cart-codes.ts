import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartWithCodes } from '@shared/promotion-schemas';
import { api } from '../../../lib/api-client';
import { quoteKeys } from './cart-quote';

/**
 * The codes a shopper typed and kept on their cart (`/api/cart/codes`). Their key stands under
 * the cart's own prefix (`['cart', userId]`, cart-keys.ts; the cart feature stands above this one,
 * so it is named here, not imported): whatever refreshes the cart refreshes its codes too.
 */
export const cartCodesKeys = {
  ofUser: (userId: number) => ['cart', userId, 'codes'] as const,
};

export function getCartCodes(signal?: AbortSignal): Promise<CartWithCodes> {
  return api.get<CartWithCodes>('/api/cart/codes', undefined, signal);
}

export function applyCartCode(code: string): Promise<CartWithCodes> {
  return api.post<CartWithCodes>('/api/cart/codes', { code });
}

export function removeCartCode(code: string): Promise<CartWithCodes> {
  return api.delete<CartWithCodes>(`/api/cart/codes/${encodeURIComponent(code)}`);
}

export const cartCodesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: cartCodesKeys.ofUser(userId), queryFn: ({ signal }) => getCartCodes(signal) });

/** The signed-in shopper's kept codes; nothing is asked for a visitor. */
export function useCartCodes(userId: number | null) {
  return useQuery({ ...cartCodesQueryOptions(userId ?? 0), enabled: userId !== null });
}

/**
 * Apply or remove one code. The reply is the cart with its codes, kept at once; the cart and every
 * quote are asked again, since a code changes what each seller order costs.
 */
function useCartCodeMutation(userId: number, send: (code: string) => Promise<CartWithCodes>, onSuccess?: (reply: CartWithCodes, code: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (reply, code) => {
      queryClient.setQueryData(cartCodesKeys.ofUser(userId), reply);
      await Promise.all([
        // The cart's lines (its own query, not the codes just kept): a code may change what they show.
        queryClient.invalidateQueries({ queryKey: ['cart', userId], exact: true }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]);
      onSuccess?.(reply, code);
    },
  });
}

export const useApplyCartCode = (userId: number, onSuccess?: (reply: CartWithCodes, code: string) => void) =>
  useCartCodeMutation(userId, applyCartCode, onSuccess);

export const useRemoveCartCode = (userId: number) => useCartCodeMutation(userId, removeCartCode);
