import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldStock } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET /api/seller/held-stock: per product, the units the shop's unpaid orders hold. */
export function getHeldStock(signal?: AbortSignal): Promise<HeldStock[]> {
  return api.get<HeldStock[]>('/api/seller/held-stock', undefined, signal);
}

export const heldStockQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.heldStock, queryFn: ({ signal }) => getHeldStock(signal) });

export function useHeldStock() {
  return useQuery(heldStockQueryOptions());
}
