import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminIdentity } from '../types';
import { adminKeys } from './admin-keys';

export function getAdminMe(signal?: AbortSignal): Promise<{ user: AdminIdentity }> {
  return api.get<{ user: AdminIdentity }>('/api/admin/me', undefined, signal);
}

// Spec section 7: GET /api/admin/me is never retried; a 401 or 403 sends the page to /admin/login.
export const adminMeQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me, queryFn: ({ signal }) => getAdminMe(signal), retry: false });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
