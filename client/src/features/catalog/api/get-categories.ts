import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/categories', undefined, signal);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
