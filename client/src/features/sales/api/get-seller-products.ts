import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProduct, SellerProductSort } from '@shared/seller-tools-schemas';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { salesKeys } from './sales-keys';

export interface SellerProductsParams {
  search?: string;
  sort: SellerProductSort;
  lowStock?: boolean;
  page: number;
  pageSize: number;
}

export interface SellerProductsPage {
  products: SellerProduct[];
  /** Every matching product across pages (X-Total-Count). */
  total: number;
}

/** The signed-in seller's own products, searched, sorted and paged by the server, with units sold. */
export async function getSellerProducts(params: SellerProductsParams, signal?: AbortSignal): Promise<SellerProductsPage> {
  const { data, headers } = await apiRequest<SellerProduct[]>('GET', '/api/seller/products', {
    params: { ...params, lowStock: params.lowStock ? 'true' : undefined },
    signal,
  });
  return { products: data, total: totalCount(headers, data.length) };
}

export const sellerProductsQueryOptions = (params: SellerProductsParams) =>
  queryOptions({
    queryKey: salesKeys.products(params),
    queryFn: ({ signal }) => getSellerProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSellerProducts = (params: SellerProductsParams) => useQuery(sellerProductsQueryOptions(params));
