import { Link } from 'react-router';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { NOTIFICATION_LIMITS } from '@shared/notification-limits';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { unreadSentence } from '../utils/unread-count';
import { NotificationItem } from './notification-item';

const preferencesLink = (
  <Link to={paths.accountNotifications} className={buttonClasses('ghost', 'sm')}>
    <Settings aria-hidden className="size-4" />
    Preferences
  </Link>
);

/** The notification centre's list: a page of entries, newest first, each marked read when opened or on request. */
export function NotificationsList({ page }: { page: number }) {
  const { data, isPending, isError, refetch } = useNotifications(page, NOTIFICATION_LIMITS.notificationsPageSize);
  const markRead = useMarkNotificationsRead();
  if (isPending) return <Skeleton className="h-96" />;
  if (isError) return <LoadError what="your notifications" onRetry={() => void refetch()} />;
  if (data.total === 0) {
    return (
      <PageMessage icon={<BellOff aria-hidden className="size-12" />} title="You're all caught up" action={preferencesLink}>
        Restocks you wait for, price drops on your favourites, new drops from shops you follow and your order updates show up here.
      </PageMessage>
    );
  }
  if (data.items.length === 0) {
    return (
      <PageMessage title="No notifications on this page" action={<Link to={paths.notifications} className={buttonClasses()}>Newest notifications</Link>} />
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" data-testid="notifications-unread">
          {unreadSentence(data.unread)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" disabled={data.unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            <CheckCheck aria-hidden className="size-4" />
            Mark all as read
          </Button>
          {preferencesLink}
        </div>
      </div>
      <ul className="divide-y-2 divide-line border-2 border-line bg-surface">
        {data.items.map((entry) => (
          <li key={entry.id} className={cn('flex flex-col sm:flex-row sm:items-center', !entry.read && 'bg-raised/60')}>
            <div className="min-w-0 flex-1">
              <NotificationItem entry={entry} onOpen={(opened) => !opened.read && markRead.mutate({ ids: [opened.id] })} />
            </div>
            {!entry.read && (
              <Button
                variant="ghost"
                size="sm"
                className="mb-3 ml-10 self-start sm:mx-4 sm:mb-0 sm:self-center"
                aria-label={`Mark read: ${entry.title}`}
                onClick={() => markRead.mutate({ ids: [entry.id] })}
              >
                Mark read
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} hrefFor={paths.notificationsPage} label="Notification pages" />
    </>
  );
}
