import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export function deleteAccount(input: { password: string }): Promise<void> {
  return api.post<void>('/api/account/delete', input);
}

/** The account is gone and this browser signed out: forget everything cached for it, as a logout does. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(accountsKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(accountsKeys.currentUser) });
    },
  });
}
