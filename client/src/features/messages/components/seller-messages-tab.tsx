import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { parseId } from '../../../lib/parse-id';
import { paths } from '../../../lib/paths';
import { ConversationThread } from './conversation-thread';
import { ConversationList } from './conversation-list';

const tabAddress = (params: URLSearchParams) => `${paths.sellerDashboard}?${params.toString()}`;

/**
 * The seller dashboard's Messages tab: the shop's conversations (buyer names), one opened in place
 * (`?conversation=`). Side by side on a wide screen; on a phone the list, or the open thread with
 * a way back.
 */
export function SellerMessagesTab() {
  const [params] = useSearchParams();
  const selected = parseId(params.get('conversation') ?? undefined);
  const page = Math.max(1, Math.floor(Number(params.get('messagesPage'))) || 1);
  const hrefForPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('messagesPage', String(next));
    else copy.delete('messagesPage');
    return tabAddress(copy);
  };
  const back = new URLSearchParams(params);
  back.delete('conversation');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
      <div className={selected === null ? '' : 'max-lg:hidden'}>
        <ConversationList side="seller" page={page} selectedId={selected} hrefFor={paths.sellerConversation} hrefForPage={hrefForPage} />
      </div>
      {selected === null ? (
        <p className="text-muted max-lg:hidden">Choose a conversation to read it and answer.</p>
      ) : (
        <div className="flex min-w-0 flex-col gap-3">
          <Link to={tabAddress(back)} className="flex w-fit items-center gap-1 text-sm text-muted hover:text-acid lg:hidden">
            <ArrowLeft aria-hidden className="size-4" /> All conversations
          </Link>
          <ConversationThread key={selected} conversationId={selected} />
        </div>
      )}
    </div>
  );
}
