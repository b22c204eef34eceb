import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthReply, CurrentUser } from '@shared/account-schemas';
import type { ProfileUpdateInput } from '@shared/account-area-schemas';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export function updateProfile(input: ProfileUpdateInput): Promise<AuthReply> {
  return api.patch<AuthReply>('/api/account/profile', input);
}

/** Saves the names; the header's menu title follows at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<CurrentUser | null>(accountsKeys.currentUser, (current) => (current ? { ...current, user } : current));
    },
  });
}
