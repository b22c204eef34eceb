import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShippingMethod } from '@shared/order-quote';
import type { quoteReplySchema } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';

/**
 * The cart priced by the server (`GET /api/checkout/quote`), one group per seller, with the
 * shopper's codes applied. It lives here, below the cart and checkout features, because both show
 * it: the drawer prices its codes with it and the checkout page asks for payment with it.
 */
export type CartQuote = z.output<typeof quoteReplySchema>;

export const quoteKeys = {
  all: ['checkout-quote'] as const,
  of: (shippingMethod: ShippingMethod) => ['checkout-quote', shippingMethod] as const,
};

export function getQuote(shippingMethod: ShippingMethod, signal?: AbortSignal): Promise<CartQuote> {
  return api.get<CartQuote>('/api/checkout/quote', { shippingMethod }, signal);
}

export const quoteQueryOptions = (shippingMethod: ShippingMethod) =>
  queryOptions({ queryKey: quoteKeys.of(shippingMethod), queryFn: ({ signal }) => getQuote(shippingMethod, signal) });

export const useQuote = (shippingMethod: ShippingMethod, enabled = true) => useQuery({ ...quoteQueryOptions(shippingMethod), enabled });
