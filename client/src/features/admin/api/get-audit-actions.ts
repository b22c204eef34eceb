import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const auditActionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.auditActions,
    queryFn: ({ signal }) => api.get<string[]>('/api/admin/audit/actions', undefined, signal),
  });

export function useAuditActions() {
  return useQuery(auditActionsQueryOptions());
}
