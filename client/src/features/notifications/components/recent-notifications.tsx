import { BellOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from './notification-item';

/** How many entries the bell shows; the rest are a click away on /notifications. */
export const BELL_ENTRIES = 8;

/** The bell's list: the newest entries, "Mark all as read", and what to say when there is nothing. */
export function RecentNotifications({ unread, onNavigate }: { unread: number | undefined; onNavigate: () => void }) {
  const { data, isPending, isError, refetch } = useNotifications(1, BELL_ENTRIES);
  const markRead = useMarkNotificationsRead();
  const unreadNow = unread ?? data?.unread ?? 0;

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b-2 border-line px-3 py-2">
        <h2 className="caps text-xl">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadNow === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all as read
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {isPending ? (
          <div aria-busy="true" aria-label="Loading notifications" className="flex flex-col gap-3 p-3">
            {[0, 1, 2].map((index) => <Skeleton key={index} className="h-14" />)}
          </div>
        ) : isError ? (
          <div className="flex flex-col items-start gap-2 p-4 text-sm text-muted">
            <p>We could not load your notifications.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>Try again</Button>
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <BellOff aria-hidden className="size-8 text-acid" />
            <p className="caps text-lg">You're all caught up</p>
            <p className="text-sm text-muted">Restocks, price drops, new drops from shops you follow and order updates show up here.</p>
          </div>
        ) : (
          <ul className="divide-y-2 divide-line">
            {data.items.map((entry) => (
              <li key={entry.id} className={entry.read ? undefined : 'bg-raised/60'}>
                <NotificationItem
                  compact
                  entry={entry}
                  onOpen={(opened) => {
                    if (!opened.read) markRead.mutate({ ids: [opened.id] });
                    onNavigate();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
