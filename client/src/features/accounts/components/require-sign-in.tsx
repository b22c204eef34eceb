import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../api/get-current-user';

/**
 * A page only its signed-in owner can see (an order from a mail link, the account area): a
 * visitor is asked to sign in and comes back here, instead of being told the page does not exist.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: account, isPending } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  if (isPending) return <Skeleton className="mx-auto my-10 h-96 w-full max-w-4xl" />;
  if (!account) return <Navigate to={paths.loginReturningTo(`${pathname}${search}${hash}`)} replace />;
  return children;
}
