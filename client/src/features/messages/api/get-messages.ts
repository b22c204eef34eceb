import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_LIMITS, type MessagesPage } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** A page of a conversation: the newest without `before`, else the messages older than that id. */
export function getMessages(conversationId: number, before?: number, signal?: AbortSignal): Promise<MessagesPage> {
  return api.get<MessagesPage>(`/api/conversations/${conversationId}/messages`, { before }, signal);
}

/** The newest page of an open thread, asked again every pollMs while the tab is visible. */
export const threadQueryOptions = (conversationId: number, poll: boolean) =>
  queryOptions({
    queryKey: messagesKeys.thread(conversationId),
    queryFn: ({ signal }) => getMessages(conversationId, undefined, signal),
    staleTime: 0,
    refetchIntervalInBackground: false,
    refetchInterval: poll ? MESSAGE_LIMITS.pollMs : false,
    retry: false,
  });

export const useThread = (conversationId: number, poll = true) => useQuery(threadQueryOptions(conversationId, poll));
