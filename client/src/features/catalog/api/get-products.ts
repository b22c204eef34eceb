import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@shared/catalog-schemas';
import type { ProductSort } from '@shared/catalog-constants';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The query of GET /api/products; empty values are left out of the request. */
export interface ProductListParams {
  search?: string;
  category?: string;
  seller?: number;
  sizes?: string;
  minPrice?: string;
  maxPrice?: string;
  featured?: boolean;
  sale?: boolean;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

export interface ProductPage {
  products: ProductSummary[];
  /** All matching products across pages, from the X-Total-Count header. */
  total: number;
}

export async function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequest<ProductSummary[]>('GET', '/api/products', {
    params: { ...params, featured: params.featured || undefined, sale: params.sale || undefined },
    signal,
  });
  return { products: data, total: totalCount(headers, data.length) };
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the grid does not flash. */
export function useProducts(params: ProductListParams) {
  return useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData });
}
