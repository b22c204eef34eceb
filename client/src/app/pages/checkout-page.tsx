import { Navigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../features/accounts/api/get-current-user';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';

/** Signed-in only: the cart belongs to an account. A visitor signs in and comes back here. */
export default function CheckoutPage() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <Skeleton className="mx-auto my-10 h-96 max-w-6xl" />;
  if (!currentUser.data?.user) return <Navigate to={paths.loginThen(paths.checkout)} replace />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <title>Checkout · Threadline</title>
      <h1 className="caps text-4xl leading-none sm:text-6xl">Checkout</h1>
      <CheckoutForm />
    </div>
  );
}
