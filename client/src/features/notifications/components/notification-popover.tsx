import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { BellButton } from './bell-button';
import { RecentNotifications } from './recent-notifications';

interface NotificationPopoverProps {
  unread: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
}

/** The bell's panel (Radix: focus moves in, Escape and a click outside close it). Its own chunk. */
export default function NotificationPopover({ unread, open, onOpenChange, className }: NotificationPopoverProps) {
  const close = () => onOpenChange(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <BellButton unread={unread} className={className} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(34rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col border-2 border-paper bg-surface shadow-hard"
        >
          <RecentNotifications unread={unread} onNavigate={close} />
          <div className="flex items-center justify-between gap-2 border-t-2 border-line p-2">
            <Link to={paths.notifications} onClick={close} className={buttonClasses('outline', 'sm')}>
              See all
            </Link>
            <Link
              to={paths.accountNotifications}
              onClick={close}
              className={buttonClasses('ghost', 'sm')}
            >
              <Settings aria-hidden className="size-4" />
              Preferences
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
