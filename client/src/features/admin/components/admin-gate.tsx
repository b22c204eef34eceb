import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAdminMe } from '../api/get-admin-me';
import type { AdminIdentity } from '../types';

function isRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/**
 * Shows its content only to a signed-in admin. A visitor (401) or a customer or seller (403) is
 * sent to /admin/login with the spec's 'Access Denied' toast; the server refuses them either way.
 */
export function AdminGate({ children }: { children: (admin: AdminIdentity) => ReactNode }) {
  const navigate = useNavigate();
  const { data, error, refetch } = useAdminMe();
  const refused = isRefused(error);
  const redirected = useRef(false);

  useEffect(() => {
    if (!refused || redirected.current) return;
    redirected.current = true;
    toast({
      title: 'Access Denied',
      description: 'Please log in as an administrator to access this page.',
      variant: 'destructive',
    });
    void navigate(paths.adminLogin, { replace: true });
  }, [refused, navigate]);

  if (data) return <>{children(data.user)}</>;
  if (error && !refused) {
    return (
      <PageMessage title="Could not reach the server" level={1} action={<Button onClick={() => void refetch()}>TRY AGAIN</Button>}>
        Check your connection and try again.
      </PageMessage>
    );
  }
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-10">
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
