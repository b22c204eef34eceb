import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReplySchema } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';

type MessageReply = z.infer<typeof messageReplySchema>;

/** Always answers the same words, whether or not the email has an account (no enumeration). */
export function requestPasswordReset(input: { email: string }): Promise<MessageReply> {
  return api.post<MessageReply>('/api/password-reset/request', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
