import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageMessage } from '../../../components/ui/page-message';
import { paths } from '../../../lib/paths';
import { adminLogout } from '../../../features/admin/api/admin-logout';

/**
 * /admin/logout: ends the session, forgets every cached reply and goes to /admin/login.
 * Spec section 8: a failed logout is only logged; the admin still lands on the sign-in screen.
 */
export default function AdminLogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    adminLogout()
      .catch((error: unknown) => console.error('Admin logout failed', error))
      .finally(() => {
        // Reset rather than clear: the header's account query refetches and shows the visitor.
        void queryClient.resetQueries();
        void navigate(paths.adminLogin, { replace: true });
      });
  }, [queryClient, navigate]);

  return <PageMessage title="Signing out..." level={1} />;
}
