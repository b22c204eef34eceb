import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';
import type { UnsubscribeReply } from './get-unsubscribe';
import { notificationsKeys } from './notifications-keys';

/** Turns off the emails of the code's kind, and nothing else. No sign-in: the code is the proof. */
export function unsubscribe(code: string): Promise<UnsubscribeReply> {
  return api.post<UnsubscribeReply>(buildUrl('/api/notifications/unsubscribe', { code }));
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    // A signed-in shopper's preferences page must show the switch off.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.preferences }),
  });
}
