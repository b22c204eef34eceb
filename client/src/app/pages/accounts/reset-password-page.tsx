import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';
import { useTokenFromAddress } from '../../../lib/use-token-from-address';

/**
 * The page a reset mail links to: /reset-password?token=... The token is read once and taken out
 * of the address bar (useTokenFromAddress); the page sends no referrer, so no link or request
 * from it passes the token on.
 */
export default function ResetPasswordPage() {
  const token = useTokenFromAddress();
  return (
    <AuthCard title="Choose a new password">
      <meta name="referrer" content="no-referrer" />
      {/* Keyed by token: a different link starts from a clean form. */}
      <ResetPasswordForm key={token ?? ''} token={token} />
    </AuthCard>
  );
}
