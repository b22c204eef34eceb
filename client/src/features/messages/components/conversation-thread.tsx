import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '@shared/images';
import type { Conversation, Message } from '@shared/message-schemas';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { isNotFound } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useSetBuyerBlocked } from '../api/block-buyer';
import { getMessages, useThread } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { mergeMessages, seenMessageId, unreadKey } from '../utils/merge-messages';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

/** Who the viewer talks to, as the thread's title. */
export function counterpart(conversation: Conversation): string {
  return conversation.viewerRole === 'seller' ? conversation.buyer.name : conversation.shop.businessName;
}

/**
 * One conversation: the context it is about, messages oldest first with earlier pages on demand,
 * "Seen" under the viewer's last read message, and the composer. The newest page is polled while
 * the tab is visible; what the other side wrote is marked read once it is on screen.
 */
export function ConversationThread({ conversationId, compact = false }: { conversationId: number; compact?: boolean }) {
  const thread = useThread(conversationId);
  const [older, setOlder] = useState<{ messages: Message[]; nextBefore: number | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const markRead = useMarkRead(conversationId);
  const marked = useRef<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const page = thread.data;
  const messages = page ? mergeMessages(older?.messages ?? [], page.messages) : [];
  const nextBefore = older ? older.nextBefore : (page?.nextBefore ?? null);
  const newestId = messages.at(-1)?.id;
  const toMark = page ? unreadKey(page.conversation.unread, page.messages) : null;
  const mark = markRead.mutate;

  useEffect(() => {
    if (toMark === null || marked.current === toMark || document.visibilityState !== 'visible') return;
    marked.current = toMark;
    mark();
  }, [toMark, mark]);

  useEffect(() => {
    if (newestId !== undefined) bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  if (thread.isPending) return <div aria-busy="true" aria-label="Loading conversation" className="flex flex-col gap-3"><Skeleton className="h-16 w-2/3" /><Skeleton className="ml-auto h-16 w-2/3" /></div>;
  if (thread.isError) {
    if (isNotFound(thread.error)) return <p className="text-muted">This conversation does not exist or is not yours.</p>;
    return <LoadError what="this conversation" onRetry={() => void thread.refetch()} />;
  }
  const conversation = thread.data.conversation;
  const seenId = seenMessageId(messages);

  const loadEarlier = async () => {
    if (nextBefore === null) return;
    setLoadingOlder(true);
    try {
      const earlier = await getMessages(conversationId, nextBefore);
      setOlder((current) => ({ messages: mergeMessages(earlier.messages, current?.messages ?? []), nextBefore: earlier.nextBefore }));
    } catch (error) {
      toast({ title: 'Could not load earlier messages', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <section aria-label={`Conversation with ${counterpart(conversation)}`} className="flex min-w-0 flex-col gap-3" data-testid="conversation-thread">
      {!compact && <ThreadHeader conversation={conversation} />}
      <div className={compact ? 'max-h-96 overflow-y-auto' : 'max-h-[60dvh] min-h-48 overflow-y-auto'}>
        {nextBefore !== null && (
          <div className="flex justify-center pb-3">
            <Button variant="outline" size="sm" disabled={loadingOlder} onClick={() => void loadEarlier()} data-testid="messages-load-earlier">
              {loadingOlder ? 'Loading…' : 'Load earlier'}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="py-6 text-center text-muted">No messages yet. Say hello: ask about sizing, fit or shipping.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
            {messages.map((message) => (
              <MessageItem
                key={message.id} message={message} seen={message.id === seenId}
                reportable={!message.mine && (message.sender === 'buyer' || message.sender === 'seller') && conversation.viewerRole !== 'admin'}
              />
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      {conversation.viewerRole !== 'admin' && <MessageComposer conversationId={conversationId} />}
    </section>
  );
}

/** What the conversation is about (the product it was opened from, or the order) and, for a shop's pre-sale thread, Block. */
function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const block = useSetBuyerBlocked();
  const canBlock = conversation.viewerRole === 'seller' && conversation.order === null;
  const toggleBlock = () => {
    const blocked = !conversation.buyerBlocked;
    block.mutate({ userId: conversation.buyer.id, blocked }, {
      onSuccess: () => toast({ title: blocked ? `${conversation.buyer.name} is blocked` : `${conversation.buyer.name} can write again` }),
      onError: (error) => toast({ title: 'Could not change it', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    });
  };
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-line pb-3">
      <div className="flex min-w-0 items-center gap-3">
        {conversation.product ? (
          <Link to={paths.product(conversation.product.id)} className="flex min-w-0 items-center gap-3 hover:text-acid" data-testid="conversation-product">
            {conversation.product.image && (
              <img src={imageUrl(conversation.product.image, 'thumb')} alt="" width={48} height={48} className="size-12 shrink-0 border-2 border-line bg-photo object-cover" />
            )}
            <span className="min-w-0">
              <span className="block text-xs text-muted">About</span>
              <span className="block truncate font-semibold">{conversation.product.name}</span>
            </span>
          </Link>
        ) : conversation.order ? (
          <p className="min-w-0"><span className="block text-xs text-muted">Order</span><span className="nums font-semibold">{conversation.order.number}</span></p>
        ) : null}
        <h2 className="caps truncate text-xl">{counterpart(conversation)}</h2>
      </div>
      {canBlock && (
        <Button variant="outline" size="sm" data-testid="block-buyer" aria-pressed={conversation.buyerBlocked} disabled={block.isPending} onClick={toggleBlock}>
          {conversation.buyerBlocked ? 'Unblock' : 'Block buyer'}
        </Button>
      )}
    </header>
  );
}
