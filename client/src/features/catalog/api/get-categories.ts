import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/categories', undefined, signal);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
