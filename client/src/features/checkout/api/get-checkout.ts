import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutReply } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';

export const checkoutQueryKey = ['checkout'] as const;

export function getCheckout(number: string, signal?: AbortSignal): Promise<CheckoutReply> {
  return api.get<CheckoutReply>(`/api/checkouts/${encodeURIComponent(number)}`, undefined, signal);
}

export const checkoutQueryOptions = (number: string) =>
  queryOptions({ queryKey: [...checkoutQueryKey, number], queryFn: ({ signal }) => getCheckout(number, signal) });

/** One of the shopper's checkouts with its seller orders as they are now (the confirmation page). */
export const useCheckout = (number: string) => useQuery(checkoutQueryOptions(number));
