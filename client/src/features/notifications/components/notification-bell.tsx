import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useUnreadCount } from '../api/get-unread-count';
import { notificationsKeys } from '../api/notifications-keys';
import { unreadAnnouncement } from '../utils/unread-count';
import { BellButton } from './bell-button';

// The popover (Radix, its positioning, the list) is fetched when a shopper reaches for the bell:
// the bell is on every page, and most visits never open it.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/** The header's bell for a signed-in account: the unread count, kept fresh by polling, and the newest entries. */
export function NotificationBell({ className }: { className?: string }) {
  const { data: account } = useCurrentUser();
  if (!account) return null;
  return <SignedInBell className={className} />;
}

function SignedInBell({ className }: { className?: string }) {
  const { data: unread } = useUnreadCount({ enabled: true, poll: true });
  const [open, setOpen] = useState(false);
  // The placeholder stays until the first click: swapping it earlier (on focus or hover) would
  // replace the button under a click in progress, and the click would be lost.
  const [wanted, setWanted] = useState(false);
  const announcement = useAnnouncement(unread);
  useFreshListsOnChange(unread);

  const placeholder = (
    <BellButton
      unread={unread}
      className={className}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    />
  );
  return (
    <>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <NotificationPopover unread={unread} open={open} onOpenChange={setOpen} className={className} />
        </Suspense>
      ) : (
        placeholder
      )}
      <span role="status" className="sr-only">{announcement}</span>
    </>
  );
}

/** The live region's words: set only when the count rises, so a poll that finds the same figure says nothing. */
function useAnnouncement(unread: number | undefined): string {
  const [seen, setSeen] = useState(unread);
  const [message, setMessage] = useState('');
  if (unread !== seen) {
    const next = unreadAnnouncement(seen, unread);
    setSeen(unread);
    if (next) setMessage(next);
  }
  return message;
}

/** A new count means entries came or went: lists on screen read again, others when next shown. */
function useFreshListsOnChange(unread: number | undefined) {
  const queryClient = useQueryClient();
  const last = useRef(unread);
  useEffect(() => {
    if (last.current !== undefined && unread !== undefined && unread !== last.current) {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists });
    }
    last.current = unread;
  }, [unread, queryClient]);
}
