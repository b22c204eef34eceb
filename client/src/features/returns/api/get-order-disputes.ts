import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDisputesSchema, type OrderDisputes } from '@shared/dispute-schemas';
import { api } from '../../../lib/api-client';
import { returnsKeys } from './returns-keys';

export async function getOrderDisputes(orderId: number, signal?: AbortSignal): Promise<OrderDisputes> {
  return orderDisputesSchema.parse(await api.get(`/api/orders/${orderId}/disputes`, undefined, signal));
}

export const orderDisputesQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: returnsKeys.orderDisputes(orderId), queryFn: ({ signal }) => getOrderDisputes(orderId, signal) });

/** One order's disputes and the reasons its buyer may open one for now. */
export const useOrderDisputes = (orderId: number, enabled = true) => useQuery({ ...orderDisputesQueryOptions(orderId), enabled });
