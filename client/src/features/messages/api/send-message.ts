import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagesPage, SendMessageInput } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { mergeMessages } from '../utils/merge-messages';
import { messagesKeys } from './messages-keys';

export function sendMessage(conversationId: number, input: SendMessageInput): Promise<Message> {
  return api.post<Message>(`/api/conversations/${conversationId}/messages`, input);
}

/** Sends, then shows the message at once in the thread's newest page; lists read again. */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagesPage>(messagesKeys.thread(conversationId), (page) =>
        page && { ...page, messages: mergeMessages(page.messages, [message]) });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
    },
  });
}
