import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageReply } from './message-reply';
import { accountsKeys } from './accounts-keys';

export type EmailLinkKind = 'verify' | 'change';

const ENDPOINTS: Record<EmailLinkKind, string> = {
  verify: '/api/account/verify-email',
  change: '/api/account/email/confirm',
};

/** Opens a mailed link (verification, or the new address of an email change); each works once. */
export function openEmailLink(input: { kind: EmailLinkKind; token: string }): Promise<MessageReply> {
  return api.post<MessageReply>(ENDPOINTS[input.kind], { token: input.token });
}

export function useOpenEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openEmailLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.currentUser }),
  });
}
