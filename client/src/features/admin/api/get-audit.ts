import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../types';
import { adminKeys } from './admin-keys';
import { getAdminPage } from './get-admin-page';

export interface AuditParams {
  actorId?: number;
  action?: string;
  entityType?: string;
  entityId?: number;
  page?: number;
}

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: [...adminKeys.audit, 'list', params],
    queryFn: ({ signal }) => getAdminPage<AuditEntry>('/api/admin/audit', { ...params }, signal),
  });

export function useAudit(params: AuditParams) {
  return useQuery({ ...auditQueryOptions(params), placeholderData: keepPreviousData });
}
