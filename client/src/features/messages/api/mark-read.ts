import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { markConversationReadSchema } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

type MarkRead = z.output<typeof markConversationReadSchema>;

export function markConversationRead(conversationId: number): Promise<MarkRead> {
  return api.post<MarkRead>(`/api/conversations/${conversationId}/read`);
}

/** Marks the thread read; the header's count and the lists then read again. */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesKeys.unread }),
      queryClient.invalidateQueries({ queryKey: messagesKeys.lists }),
    ]),
  });
}
