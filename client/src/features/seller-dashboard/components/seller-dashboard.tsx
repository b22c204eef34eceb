import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useSellerApplication } from '../../sellers/api/get-seller-application';
import { AccessDenied } from './access-denied';
import { ApplicationStatus } from '../../sellers/components/application-status';
import { DashboardHeader } from './dashboard-header';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardTabs } from './dashboard-tabs';

/**
 * Verified sellers get their dashboard; an applicant waiting or turned down sees their
 * application; everyone else sees Access Denied (spec section 2, DECISIONS.md "Sellers").
 */
export function SellerDashboard() {
  const currentUser = useCurrentUser();
  const user = currentUser.data?.user ?? null;
  const seller = currentUser.data?.seller ?? null;
  const verified = seller?.status === 'approved';
  const application = useSellerApplication(user !== null && !verified);

  if (currentUser.isPending || (user && !verified && application.isPending)) return <DashboardSkeleton />;
  if (seller && verified) {
    return (
      <>
        <DashboardHeader seller={seller} />
        <DashboardTabs seller={seller} />
      </>
    );
  }
  const pendingOrRejected = application.data && application.data.status !== 'approved' ? application.data : null;
  if (pendingOrRejected) return <ApplicationStatus application={pendingOrRejected} />;
  return <AccessDenied signedIn={user !== null} />;
}
