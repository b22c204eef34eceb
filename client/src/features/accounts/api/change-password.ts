import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@shared/account-area-schemas';
import { api } from '../../../lib/api-client';
import type { MessageReply } from './message-reply';
import { accountsKeys } from './accounts-keys';

export function changePassword(input: PasswordChangeInput): Promise<MessageReply> {
  return api.post<MessageReply>('/api/account/password', input);
}

/** The other devices are signed out: their list is stale. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.sessions }),
  });
}
