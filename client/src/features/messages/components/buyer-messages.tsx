import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

/**
 * The shopper's conversations with shops and, when one is open, its thread beside the list on a
 * wide screen; on a phone the list or the thread, with a way back.
 */
export function BuyerMessages({ selected, page }: { selected: number | null; page: number }) {
  const hrefForPage = (next: number) => (next > 1 ? `${paths.accountMessages}?page=${next}` : paths.accountMessages);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
      <div className={selected === null ? '' : 'max-lg:hidden'}>
        <ConversationList side="buyer" page={page} selectedId={selected} hrefFor={paths.accountConversation} hrefForPage={hrefForPage} />
      </div>
      {selected === null ? (
        <p className="text-muted max-lg:hidden">Choose a conversation to read it.</p>
      ) : (
        <div className="flex min-w-0 flex-col gap-3">
          <Link to={paths.accountMessages} className="flex w-fit items-center gap-1 text-sm text-muted hover:text-acid lg:hidden">
            <ArrowLeft aria-hidden className="size-4" /> All conversations
          </Link>
          <ConversationThread key={selected} conversationId={selected} />
        </div>
      )}
    </div>
  );
}
