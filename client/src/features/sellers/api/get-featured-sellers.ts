import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSeller } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';

export function getFeaturedSellers(signal?: AbortSignal): Promise<PublicSeller[]> {
  return api.get<PublicSeller[]>('/api/sellers', { featured: true }, signal);
}

export const featuredSellersQueryOptions = () =>
  queryOptions({
    queryKey: ['sellers', 'featured'],
    queryFn: ({ signal }) => getFeaturedSellers(signal),
  });

export function useFeaturedSellers() {
  return useQuery(featuredSellersQueryOptions());
}
