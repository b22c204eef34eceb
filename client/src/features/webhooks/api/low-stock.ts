import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LowStockThreshold, LowStockUpdateInput } from '@shared/webhook-schemas';
import type { SellerProduct } from '@shared/seller-tools-schemas';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-owner';

/** GET /api/seller/products/{id}/low-stock: each size and colour with its stock and threshold. */
export const getLowStock = (productId: number, signal?: AbortSignal) =>
  api.get<LowStockThreshold[]>(`/api/seller/products/${productId}/low-stock`, undefined, signal);

export const lowStockQueryOptions = (productId: number) =>
  queryOptions({ queryKey: webhookKeys.lowStock(productId), queryFn: ({ signal }) => getLowStock(productId, signal) });

export const useLowStock = (productId: number | null) => useQuery({ ...lowStockQueryOptions(productId ?? 0), enabled: productId !== null });

export const putLowStock = (productId: number, body: LowStockUpdateInput) =>
  api.put<LowStockThreshold[]>(`/api/seller/products/${productId}/low-stock`, body);

export function useSaveLowStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LowStockUpdateInput) => putLowStock(productId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.lowStock(productId) }),
  });
}

/** What the product picker shows of a product. */
export type LowStockProduct = Pick<SellerProduct, 'id' | 'name' | 'stock' | 'variantCount'>;

/** The shop's products to pick from, searched by name, lowest stock first (those most likely to need an alert). */
export const getPickableProducts = (search: string, signal?: AbortSignal) =>
  api.get<SellerProduct[]>('/api/seller/products', { search: search || undefined, sort: 'stock-low', page: 1, pageSize: 50 }, signal);

export const pickableProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: webhookKeys.products(search),
    queryFn: ({ signal }) => getPickableProducts(search, signal),
    select: (products): LowStockProduct[] => products.map(({ id, name, stock, variantCount }) => ({ id, name, stock, variantCount })),
    placeholderData: keepPreviousData,
  });

export const usePickableProducts = (search: string) => useQuery(pickableProductsQueryOptions(search));
