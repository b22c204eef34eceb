import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { SellerApplicationForm } from '../../../features/sellers/components/seller-application-form';

export default function SellerApplyPage() {
  const currentUser = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>Become a seller · Threadline</title>
      <header className="flex flex-col gap-3">
        <h1 className="caps text-4xl leading-none sm:text-6xl">Become a seller</h1>
        <p className="text-muted">Sell your streetwear designs to the underground. Tell us about your brand.</p>
      </header>
      {currentUser.isPending ? (
        <Skeleton className="h-96" />
      ) : currentUser.data?.seller ? (
        <PageMessage
          title="You are already a seller"
          action={<Link to="/seller-dashboard" className={buttonClasses()}>Go to your dashboard</Link>}
        />
      ) : (
        <SellerApplicationForm user={currentUser.data?.user ?? null} />
      )}
    </div>
  );
}
