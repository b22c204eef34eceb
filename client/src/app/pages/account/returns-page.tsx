import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { MyReturnsList } from '../../../features/returns/components/my-returns-list';
import { AccountNav } from './account-nav';

/** /account/returns: the buyer's returns, newest first, each with what to do next and a link to its order. */
export default function AccountReturnsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
        <title>Your returns · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Your returns</h1>
        <AccountNav />
        <MyReturnsList page={page} />
      </div>
    </RequireSignIn>
  );
}
