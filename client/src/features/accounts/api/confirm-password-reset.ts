import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReplySchema } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

type MessageReply = z.infer<typeof messageReplySchema>;

export function confirmPasswordReset(input: { token: string; password: string }): Promise<MessageReply> {
  return api.post<MessageReply>('/api/password-reset/confirm', input);
}

/** A new password ends every session of the account, this browser's included. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.currentUser }),
  });
}
