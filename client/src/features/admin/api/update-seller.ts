import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminSeller } from '../types';
import { adminKeys } from './admin-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';
import { sellersKeys } from '../../sellers/api/sellers-keys';

export interface SellerUpdate {
  id: number;
  isActive?: boolean;
  commissionRate?: string;
  /** With isActive false: why, for the seller's dashboard. */
  note?: string;
}

export function updateSeller({ id, ...changes }: SellerUpdate): Promise<AdminSeller> {
  return api.patch<AdminSeller>(`/api/admin/sellers/${id}`, changes);
}

/** A deactivated seller's shop leaves the storefront, so public lists are refetched too. */
export function useUpdateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeller,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
        queryClient.invalidateQueries({ queryKey: sellersKeys.all }),
      ]),
  });
}
