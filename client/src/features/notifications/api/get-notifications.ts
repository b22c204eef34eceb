import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationsPageSchema } from '@shared/notification-schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';

export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** One page of the shopper's notifications, newest first, with the unread count. */
export function getNotifications(page: number, limit: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return api.get<NotificationsPage>('/api/account/notifications', { page, limit }, signal);
}

/**
 * Read again whenever shown (opening the bell, coming back to the page): a day's new drops update
 * their entry in place without moving the unread count, so the count alone cannot say it changed.
 */
export const notificationsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: notificationsKeys.list(page, limit),
    queryFn: ({ signal }) => getNotifications(page, limit, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (page: number, limit: number) => useQuery(notificationsQueryOptions(page, limit));
