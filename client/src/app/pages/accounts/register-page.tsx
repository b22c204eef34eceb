import { Link } from 'react-router';
import { AuthCard, authLinkClasses } from '../../../features/accounts/components/auth-card';
import { RegisterForm } from '../../../features/accounts/components/register-form';
import { paths } from '../../../lib/paths';

export default function RegisterPage() {
  return (
    <AuthCard
      title="Register"
      intro="Join the underground streetwear marketplace."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to={paths.login} className={authLinkClasses}>
              Sign in
            </Link>
          </p>
          <p>
            Want to sell your designs?{' '}
            <Link to={paths.sellerApply} className={authLinkClasses}>
              Apply as a seller
            </Link>
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
