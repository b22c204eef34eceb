import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSeller } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';
import { sellersKeys } from './sellers-keys';

export function getFeaturedSellers(signal?: AbortSignal): Promise<PublicSeller[]> {
  return api.get<PublicSeller[]>('/api/sellers', { featured: true }, signal);
}

export const featuredSellersQueryOptions = () =>
  queryOptions({
    queryKey: sellersKeys.featured,
    queryFn: ({ signal }) => getFeaturedSellers(signal),
  });

export function useFeaturedSellers() {
  return useQuery(featuredSellersQueryOptions());
}
