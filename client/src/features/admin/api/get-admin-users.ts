import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../types';
import { adminKeys } from './admin-keys';
import { getAdminPage, type AdminListParams } from './get-admin-page';

export interface AdminUserParams extends AdminListParams {
  role?: string;
  pageSize?: number;
}

export const adminUsersQueryOptions = (params: AdminUserParams) =>
  queryOptions({
    queryKey: [...adminKeys.users, params],
    queryFn: ({ signal }) => getAdminPage<AdminUser>('/api/admin/users', { ...params }, signal),
  });

export function useAdminUsers(params: AdminUserParams) {
  return useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });
}
