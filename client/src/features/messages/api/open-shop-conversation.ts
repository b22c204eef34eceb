import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagesPage } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** Opens (or finds) the shopper's pre-sale conversation with a shop, about a product when given. */
export function openShopConversation(sellerId: number, productId?: number): Promise<MessagesPage> {
  return api.post<MessagesPage>(`/api/sellers/${sellerId}/conversation`, productId === undefined ? {} : { productId });
}

export function useOpenShopConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, productId }: { sellerId: number; productId?: number }) => openShopConversation(sellerId, productId),
    onSuccess: (page) => {
      queryClient.setQueryData(messagesKeys.thread(page.conversation.id), page);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
    },
  });
}
