import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerStats } from '@shared/seller-schemas';
import { api } from '../../../lib/api-client';
import { sellerDashboardKeys } from './seller-keys';

export function getSellerStats(signal?: AbortSignal): Promise<SellerStats> {
  return api.get<SellerStats>('/api/seller/stats', undefined, signal);
}

export const sellerStatsQueryOptions = () =>
  queryOptions({ queryKey: sellerDashboardKeys.stats, queryFn: ({ signal }) => getSellerStats(signal) });

export function useSellerStats() {
  return useQuery(sellerStatsQueryOptions());
}
