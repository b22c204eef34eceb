import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldStock } from '@shared/orders-schemas';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders-page';

/** GET /api/seller/held-stock: per product, the units the shop's unpaid orders hold. */
export function getHeldStock(signal?: AbortSignal): Promise<HeldStock[]> {
  return api.get<HeldStock[]>('/api/seller/held-stock', undefined, signal);
}

// Under the orders key: whatever moves an order refreshes it too.
export const heldStockQueryOptions = () =>
  queryOptions({ queryKey: [...ordersQueryKey, 'held-stock'], queryFn: ({ signal }) => getHeldStock(signal) });

export function useHeldStock() {
  return useQuery(heldStockQueryOptions());
}
