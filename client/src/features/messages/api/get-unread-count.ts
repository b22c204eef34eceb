import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_LIMITS } from '@shared/message-limits';
import type { MessagesUnread } from '@shared/message-schemas';
import { ApiRequestError, api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

export function getMessagesUnread(signal?: AbortSignal): Promise<MessagesUnread> {
  return api.get<MessagesUnread>('/api/conversations/unread-count', undefined, signal);
}

/** A refusal asking again will not change (signed out, not allowed) stops the polling; a busy server is asked again. */
export function keepPolling(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 429 || error.status >= 500;
}

/**
 * Unread messages, both sides together. `poll` belongs to one observer only, the header's link:
 * hidden tabs stop, a tab coming back into view asks at once.
 */
export const messagesUnreadQueryOptions = (poll: boolean) =>
  queryOptions({
    queryKey: messagesKeys.unread,
    queryFn: ({ signal }) => getMessagesUnread(signal),
    staleTime: 0,
    refetchOnWindowFocus: poll ? 'always' : false,
    refetchIntervalInBackground: false,
    refetchInterval: poll
      ? (query) => (query.state.status === 'error' && !keepPolling(query.state.error) ? false : MESSAGE_LIMITS.pollMs)
      : false,
  });

export const useMessagesUnread = ({ enabled, poll = false }: { enabled: boolean; poll?: boolean }) =>
  useQuery({ ...messagesUnreadQueryOptions(poll), enabled });
