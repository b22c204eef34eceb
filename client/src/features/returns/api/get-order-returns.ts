import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderReturnsSchema, type OrderReturns } from '@shared/return-schemas';
import { api } from '../../../lib/api-client';
import { returnsKeys } from './returns-keys';

export async function getOrderReturns(orderId: number, signal?: AbortSignal): Promise<OrderReturns> {
  return orderReturnsSchema.parse(await api.get(`/api/orders/${orderId}/returns`, undefined, signal));
}

export const orderReturnsQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: returnsKeys.order(orderId), queryFn: ({ signal }) => getOrderReturns(orderId, signal) });

/** One order's returns and what its buyer may still return, until when (or why not). */
export const useOrderReturns = (orderId: number, enabled = true) => useQuery({ ...orderReturnsQueryOptions(orderId), enabled });
