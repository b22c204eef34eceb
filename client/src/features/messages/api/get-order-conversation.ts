import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagesPage } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** The conversation of one seller order, between its buyer and its shop (its newest page). */
export function getOrderConversation(orderId: number, signal?: AbortSignal): Promise<MessagesPage> {
  return api.get<MessagesPage>(`/api/orders/${orderId}/conversation`, undefined, signal);
}

export const orderConversationQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: messagesKeys.order(orderId), queryFn: ({ signal }) => getOrderConversation(orderId, signal), retry: false });

export const useOrderConversation = (orderId: number, enabled: boolean) => useQuery({ ...orderConversationQueryOptions(orderId), enabled });
