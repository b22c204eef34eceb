import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodsReply } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsReply> {
  return api.get<PaymentMethodsReply>('/api/checkout/payment-methods', undefined, signal);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.paymentMethods, queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 5 * 60_000 });

/** The ways to pay this shop offers now (the server refuses any other). */
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
