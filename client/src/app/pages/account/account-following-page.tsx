import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { FollowingList } from '../../../features/follows/components/following-list';
import { AccountNav } from './account-nav';

/** /account/following: the shops the shopper follows. */
export default function AccountFollowingPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
        <title>Shops you follow · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Following</h1>
        <AccountNav />
        <FollowingList page={page} />
      </div>
    </RequireSignIn>
  );
}
