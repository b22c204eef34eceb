import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesDay } from '@shared/payout-schemas';
import { api } from '../../../lib/api-client';
import { salesKeys } from './sales-keys';

export function getDailySales(signal?: AbortSignal): Promise<SalesDay[]> {
  return api.get<SalesDay[]>('/api/seller/stats/daily', undefined, signal);
}

export const dailySalesQueryOptions = () =>
  queryOptions({ queryKey: salesKeys.daily, queryFn: ({ signal }) => getDailySales(signal) });

/** The last 30 days of the seller's sales, one entry per day, empty days included. */
export const useDailySales = () => useQuery(dailySalesQueryOptions());
