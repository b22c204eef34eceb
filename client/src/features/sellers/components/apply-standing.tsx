import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useSellerApplication } from '../api/get-seller-application';
import { ApplicationStatus } from './application-status';
import { SellerApplicationForm } from './seller-application-form';

/**
 * One application per user (the server answers 409 to a second): a seller is sent to their
 * dashboard, an applicant waiting or turned down sees where they stand, everyone else gets the form.
 */
export function ApplyStanding() {
  const currentUser = useCurrentUser();
  const user = currentUser.data?.user ?? null;
  const seller = currentUser.data?.seller ?? null;
  const application = useSellerApplication(user !== null && seller === null);

  if (currentUser.isPending || (user && !seller && application.isPending)) return <Skeleton className="h-96" />;
  if (seller || application.data?.status === 'approved') {
    return (
      <PageMessage
        icon={<BadgeCheck aria-hidden className="size-12" />}
        title="You already have a seller account"
        action={<Link to={paths.sellerDashboard} className={buttonClasses()}>Go to your dashboard</Link>}
      >
        Your shop is run from the seller dashboard.
      </PageMessage>
    );
  }
  if (application.data) return <ApplicationStatus application={application.data} level={2} />;
  return <SellerApplicationForm user={user} />;
}
