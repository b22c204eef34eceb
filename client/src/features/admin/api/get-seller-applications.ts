import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerApplication } from '../types';
import { adminKeys } from './admin-keys';
import { getAdminPage, type AdminListParams } from './get-admin-page';

export const sellerApplicationsQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: [...adminKeys.applications, params],
    queryFn: ({ signal }) => getAdminPage<SellerApplication>('/api/admin/seller-applications', { ...params }, signal),
  });

export function useSellerApplications(params: AdminListParams) {
  return useQuery({ ...sellerApplicationsQueryOptions(params), placeholderData: keepPreviousData });
}
