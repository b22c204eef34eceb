import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';

/** The page a reset mail links to: /reset-password?token=... */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  return (
    <AuthCard title="Choose a new password">
      {/* Keyed by token: a different link starts from a clean form. */}
      <ResetPasswordForm key={token ?? ''} token={token} />
    </AuthCard>
  );
}
