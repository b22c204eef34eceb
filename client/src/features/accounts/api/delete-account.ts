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
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Home first: the router moves in a transition, and a signed-out account page would
      // otherwise send the person to sign in first. The next look at the session finds none.
      void navigate(paths.home);
      toast({ title: 'Account deleted', description: 'Your account and your personal details have been removed.' });
      await queryClient.invalidateQueries({ queryKey: accountsKeys.currentUser });
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(accountsKeys.currentUser) });
    },
  });
}
