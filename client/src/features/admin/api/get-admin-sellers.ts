import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSeller } from '../types';
import { adminKeys } from './admin-keys';
import { getAdminPage, type AdminListParams } from './get-admin-page';

export const adminSellersQueryOptions = (params: AdminListParams & { pageSize?: number }) =>
  queryOptions({
    queryKey: [...adminKeys.sellers, params],
    queryFn: ({ signal }) => getAdminPage<AdminSeller>('/api/admin/sellers', { ...params }, signal),
  });

export function useAdminSellers(params: AdminListParams & { pageSize?: number }, enabled = true) {
  return useQuery({ ...adminSellersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
