import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { imageUrl } from '@shared/images';
import type { Conversation } from '@shared/message-schemas';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useConversations } from '../api/get-conversations';
import type { ConversationSide } from '../api/messages-keys';
import { messageTime } from '../utils/merge-messages';
import { counterpart } from './conversation-thread';

interface ConversationListProps {
  side: ConversationSide;
  page: number;
  hrefFor: (conversationId: number) => string;
  hrefForPage: (page: number) => string;
  /** The conversation open beside the list, marked as current. */
  selectedId?: number | null;
}

const EMPTY: Record<ConversationSide, string> = {
  buyer: 'Start one with "Message shop" on a product or shop page, or from one of your orders.',
  seller: 'Questions from shoppers and messages about your orders arrive here.',
};

/** Conversations newest first: who, what about, the last message and the unread count. */
export function ConversationList({ side, page, hrefFor, hrefForPage, selectedId }: ConversationListProps) {
  const list = useConversations(side, page);
  const items = list.data?.items ?? [];
  return (
    <ListState
      isPending={list.isPending} isError={list.isError} isEmpty={items.length === 0}
      emptyTitle="No messages yet" emptyText={EMPTY[side]} onRetry={() => void list.refetch()}
    >
      <ul className="flex flex-col gap-2" aria-label="Conversations">
        {items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} href={hrefFor(conversation.id)} selected={conversation.id === selectedId} />
          </li>
        ))}
      </ul>
      {list.data && list.data.totalPages > 1 && <Pagination page={page} totalPages={list.data.totalPages} hrefFor={hrefForPage} label="Conversation pages" />}
    </ListState>
  );
}

function ConversationRow({ conversation, href, selected }: { conversation: Conversation; href: string; selected: boolean }) {
  const about = conversation.order ? `Order ${conversation.order.number}` : conversation.product?.name;
  const last = conversation.lastMessage;
  const logo = conversation.viewerRole === 'buyer' ? conversation.shop.profileImage : null;
  return (
    <Link
      to={href} data-testid="conversation-item" aria-current={selected ? 'true' : undefined}
      className={cn('flex items-center gap-3 border-2 p-3 hover:border-paper', selected ? 'border-acid' : 'border-line', conversation.unread > 0 && 'bg-surface')}
    >
      {logo ? (
        <img src={imageUrl(logo, 'thumb')} alt="" width={44} height={44} className="size-11 shrink-0 border-2 border-line bg-photo object-cover" />
      ) : (
        <span aria-hidden className="grid size-11 shrink-0 place-items-center border-2 border-line"><MessageCircle className="size-5" /></span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', conversation.unread > 0 ? 'font-bold' : 'font-semibold')}>{counterpart(conversation)}</span>
          {last && <time dateTime={last.createdAt} className="nums shrink-0 text-xs text-muted">{messageTime(last.createdAt)}</time>}
        </span>
        {about && <span className="truncate text-xs text-acid">{about}</span>}
        <span className="truncate text-sm text-muted">{last ? last.text || 'Photo' : 'No messages yet'}</span>
      </span>
      {conversation.unread > 0 && (
        <span data-testid="conversation-unread" className="nums grid min-w-6 shrink-0 place-items-center bg-acid px-1.5 text-sm font-bold text-ink" aria-label={`${conversation.unread} unread`}>
          {conversation.unread}
        </span>
      )}
    </Link>
  );
}
