import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminHealth } from '../types';
import { adminKeys } from './admin-keys';

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.health,
    queryFn: ({ signal }) => api.get<AdminHealth>('/api/admin/health', undefined, signal),
  });

export function useAdminHealth() {
  return useQuery(healthQueryOptions());
}
