import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReplySchema } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

type MessageReply = z.infer<typeof messageReplySchema>;

/** Checks a reset link before anyone types a new password; 400 when it is unknown, spent or expired. */
export function validatePasswordReset(token: string): Promise<MessageReply> {
  return api.post<MessageReply>('/api/password-reset/validate', { token });
}

export const passwordResetValidationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: accountsKeys.passwordResetToken(token),
    queryFn: () => validatePasswordReset(token),
    retry: false,
    // A link is spent by using it: never answer from an old check.
    gcTime: 0,
  });

export function usePasswordResetValidation(token: string | null) {
  return useQuery({ ...passwordResetValidationQueryOptions(token ?? ''), enabled: token !== null });
}
