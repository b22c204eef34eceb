import { useMutation } from '@tanstack/react-query';
import type { EmailChangeInput } from '@shared/account-area-schemas';
import { api } from '../../../lib/api-client';
import type { MessageReply } from './message-reply';

/** Mails a link to the new address; the account keeps its email until the link is opened. */
export function requestEmailChange(input: EmailChangeInput): Promise<MessageReply> {
  return api.post<MessageReply>('/api/account/email', input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
