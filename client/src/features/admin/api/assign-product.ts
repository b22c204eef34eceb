import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminProduct } from '../types';
import { adminKeys } from './admin-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';

export function assignProduct({ productId, sellerId }: { productId: number; sellerId: number }): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/api/admin/assign-product/${productId}`, { sellerId });
}

export function useAssignProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
      ]),
  });
}
