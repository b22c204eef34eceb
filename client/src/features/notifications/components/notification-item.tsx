import { Link } from 'react-router';
import type { NotificationEntry } from '@shared/notification-schemas';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { safeReturnPath } from '../../accounts/utils/account';
import { timeAgo } from '../utils/time-ago';
import { KindIcon } from './kind-icon';

interface NotificationItemProps {
  entry: NotificationEntry;
  /** The entry was opened: mark it read (if it is not) and close whatever shows it. */
  onOpen: (entry: NotificationEntry) => void;
  compact?: boolean;
}

/**
 * One entry: the server's title and sentence, how long ago, an unread mark, the whole row a link
 * to where it leads. The link is the server's, kept to this site's paths all the same.
 */
export function NotificationItem({ entry, onOpen, compact = false }: NotificationItemProps) {
  const to = safeReturnPath(entry.link) ?? paths.notifications;
  return (
    <Link
      to={to}
      data-testid="notification-item"
      data-read={entry.read}
      onClick={() => onOpen(entry)}
      className={cn(
        'group flex gap-3 border-l-4 outline-offset-[-3px] hover:bg-raised',
        compact ? 'px-3 py-3' : 'px-4 py-4',
        entry.read ? 'border-transparent' : 'border-acid',
      )}
    >
      <KindIcon kind={entry.kind} className={cn('mt-0.5 size-5 shrink-0', entry.read ? 'text-muted' : 'text-acid')} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={cn('break-words group-hover:underline', entry.read ? 'text-paper/85' : 'font-semibold text-paper')}>
          {!entry.read && <span className="sr-only">Unread: </span>}
          {entry.title}
        </span>
        {entry.body && <span className={cn('break-words text-sm text-muted', compact && 'line-clamp-2')}>{entry.body}</span>}
        <time dateTime={entry.updatedAt} title={formatDateTime(entry.updatedAt)} className="text-xs text-muted">
          {timeAgo(entry.updatedAt)}
        </time>
      </span>
      {!entry.read && <span aria-hidden className="mt-1.5 size-2.5 shrink-0 bg-acid" />}
    </Link>
  );
}
