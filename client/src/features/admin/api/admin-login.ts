import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminLoginInput } from '@shared/admin-schemas';
import { api } from '../../../lib/api-client';
import type { AdminIdentity } from '../types';


export function adminLogin(credentials: AdminLoginInput): Promise<{ user: AdminIdentity }> {
  return api.post<{ user: AdminIdentity }>('/api/admin/login', credentials);
}

type Callbacks = Pick<UseMutationOptions<{ user: AdminIdentity }, Error, AdminLoginInput>, 'onSuccess' | 'onError'>;

/** Signs the admin in; every cached reply belonged to the previous session, so all of it is refetched. */
export function useAdminLogin({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries();
      await onSuccess?.(...args);
    },
    onError,
  });
}
