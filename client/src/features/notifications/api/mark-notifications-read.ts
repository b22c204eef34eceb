import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadInput, unreadCountSchema } from '@shared/notification-schemas';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api-client';
import { markEntriesRead, unreadAfter } from '../utils/mark-read';
import type { NotificationsPage } from './get-notifications';
import { notificationsKeys } from './notifications-keys';

type UnreadCount = z.infer<typeof unreadCountSchema>;

export function markNotificationsRead(input: MarkReadInput): Promise<UnreadCount> {
  return api.post<UnreadCount>('/api/account/notifications/read', input);
}

/**
 * Marks some entries or all read. The bell and every cached list change at once (a click on an
 * entry navigates away: waiting for the reply would leave the dot on); the reply's count then
 * replaces the guess, and a failure puts the server's state back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.all });
      const pages = queryClient.getQueriesData<NotificationsPage>({ queryKey: notificationsKeys.lists });
      const count = queryClient.getQueryData<number>(notificationsKeys.unreadCount);
      if (count !== undefined) queryClient.setQueryData(notificationsKeys.unreadCount, unreadAfter(count, pages.map(([, page]) => page), input));
      queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationsKeys.lists }, (page) => page && markEntriesRead(page, input));
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationsKeys.unreadCount, unread);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists, refetchType: 'none' });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      toast({ title: 'Error', description: 'Could not mark your notifications read. Please try again.', variant: 'destructive' });
    },
  });
}
