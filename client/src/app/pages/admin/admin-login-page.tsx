import { Link } from 'react-router';
import { AuthCard, authLinkClasses } from '../../../features/accounts/components/auth-card';
import { AdminLoginForm } from '../../../features/admin/components/admin-login-form';
import { paths } from '../../../lib/paths';

export default function AdminLoginPage() {
  return (
    <AuthCard
      title="Admin sign in"
      intro="Operators only. Sign in with your administrator username."
      footer={
        <p>
          Not an operator?{' '}
          <Link to={paths.home} className={authLinkClasses}>
            Back to the marketplace
          </Link>
        </p>
      }
    >
      <AdminLoginForm />
    </AuthCard>
  );
}
