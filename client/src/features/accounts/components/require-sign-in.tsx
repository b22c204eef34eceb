import type { ReactNode } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { accountsKeys } from '../api/accounts-keys';
import { useCurrentUser } from '../api/get-current-user';

/**
 * A page only its signed-in owner can see (an order from a mail link, the account area): a
 * visitor is asked to sign in and comes back here, instead of being told the page does not exist.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: account, isPending } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const deleted = useMutationState({ filters: { mutationKey: accountsKeys.deleteAccount, status: 'success' } }).length > 0;
  if (isPending) return <Skeleton className="mx-auto my-10 h-96 w-full max-w-4xl" />;
  // Someone who just deleted their account is on their way home: nothing to sign in to.
  if (!account && deleted) return <Navigate to={paths.home} replace />;
  if (!account) return <Navigate to={paths.loginReturningTo(`${pathname}${search}${hash}`)} replace />;
  return children;
}
