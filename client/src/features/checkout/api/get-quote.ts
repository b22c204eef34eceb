import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { quoteReplySchema } from '@shared/orders-schemas';
import type { ShippingMethod } from '@shared/order-quote';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export type CheckoutQuote = z.output<typeof quoteReplySchema>;

export function getQuote(shippingMethod: ShippingMethod, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api.get<CheckoutQuote>('/api/checkout/quote', { shippingMethod }, signal);
}

export const quoteQueryOptions = (shippingMethod: ShippingMethod) =>
  queryOptions({ queryKey: checkoutKeys.quoteFor(shippingMethod), queryFn: ({ signal }) => getQuote(shippingMethod, signal) });

/** The cart priced by the server, one group per seller: what the shopper is asked to pay. */
export const useQuote = (shippingMethod: ShippingMethod) => useQuery(quoteQueryOptions(shippingMethod));
