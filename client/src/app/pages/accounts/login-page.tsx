import { Link } from 'react-router';
import { AuthCard, authLinkClasses } from '../../../features/accounts/components/auth-card';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { paths } from '../../../lib/paths';

export default function LoginPage() {
  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Sign in to keep your cart and follow your drops."
      footer={
        <p>
          Selling your own designs?{' '}
          <Link to={paths.sellerApply} className={authLinkClasses}>
            Become a seller
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
