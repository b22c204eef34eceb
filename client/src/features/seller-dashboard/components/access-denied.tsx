import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { paths } from '../../../lib/paths';

export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <PageMessage
      level={1}
      icon={<ShieldAlert aria-hidden className="size-12" />}
      title="Access Denied"
      action={signedIn
        ? <Link to={paths.sellerApply} className={buttonClasses()}>Become a seller</Link>
        : <Link to={paths.login} className={buttonClasses()}>Sign in</Link>}
    >
      You need to be a verified seller to access this dashboard.
    </PageMessage>
  );
}
