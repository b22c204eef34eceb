import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductModerationInput } from '@shared/admin-schemas';
import { api } from '../../../lib/api-client';
import type { AdminProduct } from '../types';
import { adminKeys } from './admin-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';

/** isActive false takes the product down with the reason its seller reads; true reinstates it. */
export function setProductActive({ id, ...body }: ProductModerationInput & { id: number }): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/api/admin/products/${id}`, body);
}

/** Take-down and reinstatement; the storefront lists are refetched so shoppers' views follow at once. */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductActive,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.stats }),
      ]),
  });
}
