import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@shared/cart-schemas';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export function getCart(signal?: AbortSignal): Promise<CartLine[]> {
  return api.get<CartLine[]>('/api/cart', undefined, signal);
}

/** Cached per user (spec section 7), so one account's cart never shows under another. */
export const cartQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: cartKeys.ofUser(userId),
    queryFn: ({ signal }) => getCart(signal),
  });

/** The signed-in shopper's cart; nothing is asked for a visitor (null user). */
export function useCart(userId: number | null) {
  return useQuery({ ...cartQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** The badge on the cart button: the sum of quantities. */
export function cartItemCount(lines: ReadonlyArray<Pick<CartLine, 'quantity'>>): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
