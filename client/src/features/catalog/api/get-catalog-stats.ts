import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogStats } from '@shared/catalog-schemas';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function getCatalogStats(signal?: AbortSignal): Promise<CatalogStats> {
  return api.get<CatalogStats>('/api/stats', undefined, signal);
}

export const catalogStatsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.stats,
    queryFn: ({ signal }) => getCatalogStats(signal),
  });

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions());
}
