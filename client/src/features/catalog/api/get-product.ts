import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/products/${id}`, undefined, signal);
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
