import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { accountsKeys } from './accounts-keys';

export function deleteAccount(input: { password: string }): Promise<void> {
  return api.post<void>('/api/account/delete', input);
}

/**
 * The account is gone and this browser signed out: home, then forget everything cached for it,
 * as a logout does. Here rather than with the caller: the account page leaves as the user does.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: accountsKeys.deleteAccount,
    mutationFn: deleteAccount,
    // Long enough to see the account page out; not so long that a later visitor is sent home.
    gcTime: 10_000,
    onSuccess: async () => {
      // The router moves in a transition, so the account page may see the session gone before it
      // leaves: RequireSignIn then sends the person home too, not to sign in (it finds this mutation).
      void navigate(paths.home);
      toast({ title: 'Account deleted', description: 'Your account and your personal details have been removed.' });
      await queryClient.invalidateQueries({ queryKey: accountsKeys.currentUser });
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(accountsKeys.currentUser) });
    },
  });
}
