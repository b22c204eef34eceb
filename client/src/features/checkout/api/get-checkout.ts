import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutReply } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export function getCheckout(number: string, signal?: AbortSignal): Promise<CheckoutReply> {
  return api.get<CheckoutReply>(`/api/checkouts/${encodeURIComponent(number)}`, undefined, signal);
}

export const checkoutQueryOptions = (number: string) =>
  queryOptions({
    queryKey: checkoutKeys.one(number),
    queryFn: ({ signal }) => getCheckout(number, signal),
    // A card payment is confirmed by Stripe's webhook, not by this page: ask again until it lands.
    refetchInterval: (query) => {
      const data = query.state.data;
      const awaitingCard = data?.payment.method === 'stripe' && data.payment.clientSecret && data.orders.some((order) => order.status === 'pending');
      return awaitingCard ? 3_000 : false;
    },
  });

/** One of the shopper's checkouts with its seller orders as they are now (the confirmation page). */
export const useCheckout = (number: string) => useQuery(checkoutQueryOptions(number));
