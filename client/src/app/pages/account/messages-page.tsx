import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { BuyerMessages } from '../../../features/messages/components/buyer-messages';
import { AccountNav } from './account-nav';

/** /account/messages: the shopper's conversations with shops, newest first. */
export default function MessagesPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
        <title>Messages · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Messages</h1>
        <AccountNav />
        <BuyerMessages selected={null} page={page} />
      </div>
    </RequireSignIn>
  );
}
