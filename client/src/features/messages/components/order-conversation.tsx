import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { isNotFound } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useOrderConversation } from '../api/get-order-conversation';
import { ConversationThread } from './conversation-thread';

interface OrderConversationProps {
  /** The seller order's id. */
  orderId: number;
  /** Whose page it sits on: the buyer's order page, or the shop's order list. */
  viewer: 'buyer' | 'seller';
  /** Shown open (the buyer's order page) or behind a "Messages" button (a row of the shop's list). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The conversation of one order, between its buyer and its shop, where the order is shown: the
 * messages and return and dispute steps, and the composer. Exported for the order pages.
 */
export function OrderConversation({ orderId, viewer, defaultOpen = false, className }: OrderConversationProps) {
  const [open, setOpen] = useState(defaultOpen);
  const order = useOrderConversation(orderId, open);
  const conversationId = order.data?.conversation.id;
  const title = viewer === 'buyer' ? 'Messages with the shop' : 'Messages with the buyer';
  if (order.isError && isNotFound(order.error)) return null;

  return (
    <section aria-label={title} data-testid="order-conversation" className={cn('flex flex-col gap-3', open && 'basis-full', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="order-conversation-toggle">
          <MessageCircle aria-hidden className="size-4" /> {open ? `Hide messages` : viewer === 'buyer' ? 'Message the shop' : 'Message the buyer'}
          {!open && order.data && order.data.conversation.unread > 0 && <span className="nums bg-acid px-1.5 text-ink">{order.data.conversation.unread}</span>}
        </Button>
        {open && conversationId !== undefined && (
          <Link
            to={viewer === 'buyer' ? paths.accountConversation(conversationId) : paths.sellerConversation(conversationId)}
            className="text-sm text-muted underline underline-offset-4 hover:text-acid"
          >
            Open in Messages
          </Link>
        )}
      </div>
      {open && (
        order.isError ? (
          <p className="text-sm text-danger">Could not load the messages. <button type="button" className="underline" onClick={() => void order.refetch()}>Try again</button></p>
        ) : conversationId === undefined ? (
          <p aria-busy="true" className="text-sm text-muted">Loading messages…</p>
        ) : (
          <div className="border-2 border-line p-3"><ConversationThread conversationId={conversationId} compact /></div>
        )
      )}
    </section>
  );
}
