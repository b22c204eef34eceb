import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { accountsKeys } from './accounts-keys';

export function logout(): Promise<void> {
  return api.post<void>('/api/logout');
}

/**
 * Signs out, forgets everything cached for the account (cart, seller data...) and goes home.
 * The toasts live here rather than with the caller: the menu that starts a logout disappears
 * as soon as the user is gone, and its own callbacks would never run.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Signed out first, on the query the header is watching, then drop every other cached reply.
      queryClient.setQueryData(accountsKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(accountsKeys.currentUser) });
      void navigate(paths.home);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' });
    },
  });
}
