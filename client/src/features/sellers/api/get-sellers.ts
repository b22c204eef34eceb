import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSeller } from '@shared/catalog-schemas';
import type { SellerSort } from '@shared/catalog-constants';
import { apiRequest } from '../../../lib/api-client';
import { sellersKeys } from './sellers-keys';

export interface SellerListParams {
  search?: string;
  sort?: SellerSort;
  page?: number;
  pageSize?: number;
}

export interface SellerPage {
  sellers: PublicSeller[];
  /** All matching sellers across pages, from the X-Total-Count header. */
  total: number;
}

export async function getSellers(params: SellerListParams, signal?: AbortSignal): Promise<SellerPage> {
  const { data, headers } = await apiRequest<PublicSeller[]>('GET', '/api/sellers', { params: { ...params }, signal });
  const header = Number(headers.get('X-Total-Count'));
  return { sellers: data, total: Number.isFinite(header) && header >= data.length ? header : data.length };
}

export const sellersQueryOptions = (params: SellerListParams) =>
  queryOptions({
    queryKey: sellersKeys.list(params),
    queryFn: ({ signal }) => getSellers(params, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useSellers(params: SellerListParams) {
  return useQuery({ ...sellersQueryOptions(params), placeholderData: keepPreviousData });
}
