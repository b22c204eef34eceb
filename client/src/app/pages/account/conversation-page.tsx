import { useParams, useSearchParams } from 'react-router';
import { PageMessage } from '../../../components/ui/page-message';
import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { BuyerMessages } from '../../../features/messages/components/buyer-messages';
import { parseId } from '../../../lib/parse-id';
import { AccountNav } from './account-nav';

/** /account/messages/:id: one conversation, beside the list on a wide screen. */
export default function ConversationPage() {
  const id = parseId(useParams().conversationId);
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
        <title>Conversation · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Messages</h1>
        <AccountNav />
        {id === null ? <PageMessage title="Conversation not found">This conversation does not exist.</PageMessage> : <BuyerMessages selected={id} page={page} />}
      </div>
    </RequireSignIn>
  );
}
