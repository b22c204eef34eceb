import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function promoteUser({ id, businessName }: { id: number; businessName: string }): Promise<unknown> {
  return api.post<unknown>(`/api/admin/users/${id}/promote-to-seller`, { businessName });
}

export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
