import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminProduct } from '../types';
import { adminKeys } from './admin-keys';

export function setProductActive({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/api/admin/products/${id}`, { isActive });
}

/** Take-down and reinstatement; the storefront lists are refetched so shoppers' views follow at once. */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductActive,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}
