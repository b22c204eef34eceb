/**
 * Query keys of the notification centre. Everything starts with `notifications`, so one
 * invalidation of `all` refreshes the bell, its list, the page and the preferences after a sign-in.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (page: number, limit: number) => ['notifications', 'list', { page, limit }] as const,
  preferences: ['notifications', 'preferences'] as const,
  unsubscribe: (code: string) => ['notifications', 'unsubscribe', code] as const,
};
