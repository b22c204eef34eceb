import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageReply } from './message-reply';

export function resendVerification(): Promise<MessageReply> {
  return api.post<MessageReply>('/api/account/verify-email/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
