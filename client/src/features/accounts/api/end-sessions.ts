import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export function endSession(id: string): Promise<void> {
  return api.delete<void>(`/api/account/sessions/${encodeURIComponent(id)}`);
}

export function endOtherSessions(): Promise<{ ended: number }> {
  return api.post<{ ended: number }>('/api/account/sessions/end-others');
}

/** Signs one device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.sessions }) });
}

/** Signs every device but this one out. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.sessions }) });
}
