import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';

/** Which kinds reach the shopper in the app and by email (all on until they change one). */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/api/account/notification-preferences', undefined, signal);
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.preferences, queryFn: ({ signal }) => getNotificationPreferences(signal) });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
