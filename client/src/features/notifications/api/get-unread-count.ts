import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_LIMITS } from '@shared/notification-limits';
import type { unreadCountSchema } from '@shared/notification-schemas';
import type { z } from 'zod';
import { ApiRequestError, api } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';

type UnreadCount = z.infer<typeof unreadCountSchema>;

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<UnreadCount>('/api/account/notifications/unread-count', undefined, signal)).unread;
}

/**
 * A refusal that asking again will not change (signed out, not allowed, no such endpoint) stops
 * the polling; a busy or unreachable server is asked again at the next tick.
 */
export function keepPolling(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 429 || error.status >= 500;
}

/**
 * The unread count (decision 018: the bell polls). `poll` belongs to one observer only, the
 * header's bell: each observer with an interval runs its own timer, and two would ask twice per
 * tick. Hidden tabs stop; a tab coming back into view asks at once.
 */
export const unreadCountQueryOptions = (poll: boolean) =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 0,
    refetchOnWindowFocus: poll ? 'always' : false,
    refetchIntervalInBackground: false,
    refetchInterval: poll
      ? (query) => (query.state.status === 'error' && !keepPolling(query.state.error) ? false : NOTIFICATION_LIMITS.unreadPollMs)
      : false,
  });

export const useUnreadCount = ({ enabled, poll = false }: { enabled: boolean; poll?: boolean }) =>
  useQuery({ ...unreadCountQueryOptions(poll), enabled });
