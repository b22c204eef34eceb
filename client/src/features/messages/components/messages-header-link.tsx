import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useMessagesUnread } from '../api/get-unread-count';
import { messagesKeys } from '../api/messages-keys';

/**
 * The header's Messages link for a signed-in account, beside the bell, with the unread count of
 * both sides (polled every pollMs while the tab is visible). A seller with unread messages for the
 * shop and none of their own goes to the dashboard's Messages tab.
 */
export function MessagesHeaderLink({ className }: { className?: string }) {
  const { data: account } = useCurrentUser();
  if (!account) return null;
  return <SignedInLink className={className} />;
}

function SignedInLink({ className }: { className?: string }) {
  const { data: unread } = useMessagesUnread({ enabled: true, poll: true });
  useFreshListsOnChange(unread?.total);
  const total = unread?.total ?? 0;
  const to = unread && unread.seller > 0 && unread.buyer === 0 ? `${paths.sellerDashboard}?tab=messages` : paths.accountMessages;
  return (
    <Link
      to={to} data-testid="messages-header-link"
      aria-label={total > 0 ? `Messages, ${total} unread` : 'Messages'}
      className={cn('relative grid size-11 shrink-0 place-items-center hover:text-acid', className)}
    >
      <MessageCircle aria-hidden className="size-6" />
      {total > 0 && (
        <span data-testid="messages-unread-count" className="nums absolute top-0.5 right-0 grid min-w-5 place-items-center bg-acid px-1 text-xs font-bold text-ink">
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}

/** A new count means messages came or went: lists and open threads read again. */
function useFreshListsOnChange(total: number | undefined) {
  const queryClient = useQueryClient();
  const last = useRef(total);
  useEffect(() => {
    if (last.current !== undefined && total !== undefined && total !== last.current) {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
    }
    last.current = total;
  }, [total, queryClient]);
}
