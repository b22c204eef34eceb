import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminUser } from '../types';
import { adminKeys } from './admin-keys';

export function setUserActive({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${id}`, { isActive });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
