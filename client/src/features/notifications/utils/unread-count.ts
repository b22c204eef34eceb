import { NOTIFICATION_LIMITS } from '@shared/notification-limits';

/** The badge's figure: the server counts one past the cap and no further, so anything past it reads "99+". */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_LIMITS.unreadCountCap ? `${NOTIFICATION_LIMITS.unreadCountCap}+` : String(unread);
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number | undefined): string {
  const badge = unread === undefined ? null : unreadBadge(unread);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

/**
 * What the polite live region says when the count moves, or null to stay quiet. Only a rise is
 * news: the first reading after page load, the shopper's own mark-read and a poll that finds the
 * same figure say nothing, so a screen reader is not told "3 unread" every three seconds.
 */
export function unreadAnnouncement(previous: number | undefined, next: number | undefined): string | null {
  if (previous === undefined || next === undefined || next <= previous) return null;
  return unreadSentence(next);
}

/** "Nothing unread", "1 unread notification", "99+ unread notifications". */
export function unreadSentence(unread: number): string {
  const badge = unreadBadge(unread);
  if (badge === null) return 'Nothing unread';
  return `${badge} unread ${unread === 1 ? 'notification' : 'notifications'}`;
}
