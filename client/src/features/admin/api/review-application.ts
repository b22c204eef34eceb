import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { sellersKeys } from '../../sellers/api/sellers-keys';

export function approveApplication({ id, adminNotes }: { id: number; adminNotes?: string }): Promise<unknown> {
  return api.post<unknown>(`/api/admin/seller-applications/${id}/approve`, adminNotes ? { adminNotes } : undefined);
}

export function rejectApplication({ id, adminNotes }: { id: number; adminNotes?: string }): Promise<unknown> {
  return api.post<unknown>(`/api/admin/seller-applications/${id}/reject`, adminNotes ? { adminNotes } : undefined);
}

// Spec section 4: a review refreshes applications, sellers and users (all under the admin key).
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: sellersKeys.all }),
      ]),
  });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
