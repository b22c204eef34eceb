import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';

/**
 * The page a reset mail links to: /reset-password?token=... The token is read once, then
 * taken out of the address bar (and so out of the history and of anything that copies the
 * address); the page sends no referrer, so no link or request from it passes the token on.
 */
export default function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = searchParams.get('token') || null;
  const [token, setToken] = useState(fromAddress);
  // Another reset link opened while this page is showing.
  if (fromAddress && fromAddress !== token) setToken(fromAddress);

  useEffect(() => {
    if (fromAddress) setSearchParams({}, { replace: true });
  }, [fromAddress, setSearchParams]);

  return (
    <AuthCard title="Choose a new password">
      <meta name="referrer" content="no-referrer" />
      {/* Keyed by token: a different link starts from a clean form. */}
      <ResetPasswordForm key={token ?? ''} token={token} />
    </AuthCard>
  );
}
