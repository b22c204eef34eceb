import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerStats } from '@shared/seller-schemas';
import { api } from '../../../lib/api-client';
import { salesKeys } from './sales-keys';

/** The signed-in seller's figures: products listed, rating, revenue, orders and units sold. */
export function getSalesFigures(signal?: AbortSignal): Promise<SellerStats> {
  return api.get<SellerStats>('/api/seller/stats', undefined, signal);
}

export const salesFiguresQueryOptions = () =>
  queryOptions({ queryKey: salesKeys.all, queryFn: ({ signal }) => getSalesFigures(signal) });

export function useSalesFigures() {
  return useQuery(salesFiguresQueryOptions());
}
