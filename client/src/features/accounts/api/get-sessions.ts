import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@shared/account-area-schemas';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await api.get<{ sessions: AccountSession[] }>('/api/account/sessions', undefined, signal)).sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: accountsKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
