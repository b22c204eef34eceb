import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useUnreadCount } from '../api/get-unread-count';
import { unreadBadge } from '../utils/unread-count';

/**
 * The mobile drawer's way to the notification centre, with the count the bell shows. It reads the
 * bell's cached count without polling of its own: the bell in the header already asks.
 */
export function NotificationsNavLink({ onNavigate, className }: { onNavigate: () => void; className?: string }) {
  const { data: account } = useCurrentUser();
  const { data: unread } = useUnreadCount({ enabled: Boolean(account) });
  if (!account) return null;
  const badge = unread === undefined ? null : unreadBadge(unread);
  return (
    <Link to={paths.notifications} onClick={onNavigate} className={buttonClasses('outline', 'md', cn('w-full', className))}>
      <Bell aria-hidden className="size-5" />
      NOTIFICATIONS
      {badge && (
        <span className="nums bg-acid px-1.5 font-sans text-sm font-bold text-ink">
          {badge}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}
