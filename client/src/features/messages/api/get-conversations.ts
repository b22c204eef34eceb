import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationsPage } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys, type ConversationSide } from './messages-keys';

const SOURCES: Record<ConversationSide, string> = { buyer: '/api/account/conversations', seller: '/api/seller/conversations' };

export function getConversations(side: ConversationSide, page: number, signal?: AbortSignal): Promise<ConversationsPage> {
  return api.get<ConversationsPage>(SOURCES[side], { page }, signal);
}

export const conversationsQueryOptions = (side: ConversationSide, page: number) =>
  queryOptions({
    queryKey: messagesKeys.list(side, page),
    queryFn: ({ signal }) => getConversations(side, page, signal),
    placeholderData: keepPreviousData,
  });

export const useConversations = (side: ConversationSide, page: number) => useQuery(conversationsQueryOptions(side, page));
