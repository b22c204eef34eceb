import type { ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { bellLabel, unreadBadge } from '../utils/unread-count';

interface BellButtonProps extends ComponentProps<'button'> {
  unread: number | undefined;
}

/**
 * The header's bell with its unread badge. Drawn the same before and after the popover's code
 * has loaded, so swapping the placeholder for the Radix trigger moves nothing.
 */
export function BellButton({ unread, className, type = 'button', ...props }: BellButtonProps) {
  const badge = unread === undefined ? null : unreadBadge(unread);
  return (
    <button
      type={type}
      data-testid="notification-bell"
      aria-label={bellLabel(unread)}
      className={cn(buttonClasses('outline', 'icon'), 'relative shrink-0 border-line data-[state=open]:border-acid', className)}
      {...props}
    >
      <Bell aria-hidden className="size-6" />
      {badge && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="nums absolute -top-2 -right-2 grid h-5 min-w-5 place-items-center bg-acid px-1 font-sans text-xs font-bold text-ink"
        >
          {badge}
        </span>
      )}
    </button>
  );
}
