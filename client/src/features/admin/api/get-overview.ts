import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminOverview } from '../types';
import { adminKeys } from './admin-keys';

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => api.get<AdminOverview>('/api/admin/overview', undefined, signal),
  });

export function useAdminOverview() {
  return useQuery(overviewQueryOptions());
}
