import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesChange } from '@shared/notification-schemas';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { withPreferenceChange } from '../utils/preferences';
import { notificationsKeys } from './notifications-keys';

/** Sends only what changed (the PUT is partial), so two quick switches never undo each other. */
export function updateNotificationPreferences(change: NotificationPreferencesChange): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/account/notification-preferences', change);
}

const UPDATE_KEY = [...notificationsKeys.preferences, 'update'] as const;

/**
 * Saves one switch as it is flipped: the switch moves at once, the toast says it is saved, and a
 * refusal puts it back and says why.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_KEY,
    mutationFn: updateNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.preferences });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationsKeys.preferences);
      if (before) queryClient.setQueryData(notificationsKeys.preferences, withPreferenceChange(before, change));
      return { before };
    },
    onSuccess: (saved) => {
      // A reply to an older flip must not undo a newer one still on its way (this one still counts).
      if (queryClient.isMutating({ mutationKey: UPDATE_KEY }) <= 1) queryClient.setQueryData(notificationsKeys.preferences, saved);
      toast({ title: 'Preferences saved' });
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKeys.preferences, context.before);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.preferences });
      toast({ title: 'Error', description: serverMessage(error) ?? 'Could not save your preferences. Please try again.', variant: 'destructive' });
    },
  });
}
