import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthReply, LoginInput } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export function login(credentials: LoginInput): Promise<AuthReply> {
  return api.post<AuthReply>('/api/login', credentials);
}

type LoginCallbacks = Pick<UseMutationOptions<AuthReply, Error, LoginInput>, 'onSuccess' | 'onError'>;

/** Signs in, then refreshes the current user (with its seller record) before the caller moves on. */
export function useLogin({ onSuccess, onError }: LoginCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await onSuccess?.(...args);
    },
    onError,
  });
}
