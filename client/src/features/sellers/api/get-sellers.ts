import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSeller } from '@shared/catalog-schemas';
import type { SellerSort } from '@shared/catalog-constants';
import { api } from '../../../lib/api-client';

export interface SellerListParams {
  search?: string;
  sort?: SellerSort;
}

export function getSellers(params: SellerListParams, signal?: AbortSignal): Promise<PublicSeller[]> {
  return api.get<PublicSeller[]>('/api/sellers', { ...params }, signal);
}

export const sellersQueryOptions = (params: SellerListParams) =>
  queryOptions({
    queryKey: ['sellers', 'list', params],
    queryFn: ({ signal }) => getSellers(params, signal),
  });

export function useSellers(params: SellerListParams) {
  return useQuery({ ...sellersQueryOptions(params), placeholderData: keepPreviousData });
}
