import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthReply, RegisterInput } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

/** Creates the account; the server signs the new user in at once (DECISIONS.md). */
export function register(account: RegisterInput): Promise<AuthReply> {
  return api.post<AuthReply>('/api/register', account);
}

type RegisterCallbacks = Pick<UseMutationOptions<AuthReply, Error, RegisterInput>, 'onSuccess' | 'onError'>;

export function useRegister({ onSuccess, onError }: RegisterCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await onSuccess?.(...args);
    },
    onError,
  });
}
