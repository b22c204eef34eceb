import { Link } from 'react-router';
import { AuthCard, authLinkClasses } from '../../../features/accounts/components/auth-card';
import { ForgotPasswordForm } from '../../../features/accounts/components/forgot-password-form';
import { paths } from '../../../lib/paths';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login} className={authLinkClasses}>
            Sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
