import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProduct } from '@shared/seller-tools-schemas';
import { PROMOTION_LIMITS } from '@shared/promotion-limits';
import { api } from '../../../lib/api-client';
import { manageKeys } from './manage-keys';

/** What the product picker needs of a product. */
export type PickableProduct = Pick<SellerProduct, 'id' | 'name' | 'price' | 'images'>;

/**
 * GET /api/seller/products, searched by name and sorted A-Z: the shop's own products to choose
 * for a code or a sale. One page of the most a scope may hold (PROMOTION_LIMITS.scopeMax).
 */
export const getOwnProducts = (search: string, signal?: AbortSignal) =>
  api.get<SellerProduct[]>('/api/seller/products', { search: search || undefined, sort: 'name', page: 1, pageSize: PROMOTION_LIMITS.scopeMax }, signal);

export const ownProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: manageKeys.products(search),
    queryFn: ({ signal }) => getOwnProducts(search, signal),
    select: (products): PickableProduct[] => products.map(({ id, name, price, images }) => ({ id, name, price, images })),
    placeholderData: keepPreviousData,
  });

export const useOwnProducts = (search: string) => useQuery(ownProductsQueryOptions(search));
