import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '../types';
import { adminKeys } from './admin-keys';
import { getAdminPage, type AdminListParams } from './get-admin-page';

export const adminProductsQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: [...adminKeys.products, params],
    queryFn: ({ signal }) => getAdminPage<AdminProduct>('/api/admin/products', { ...params }, signal),
  });

export function useAdminProducts(params: AdminListParams) {
  return useQuery({ ...adminProductsQueryOptions(params), placeholderData: keepPreviousData });
}
