import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/account-schemas';
import { ApiRequestError, api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

/** The signed-in account, or null for a visitor: a 401 here means "signed out", not an error (spec section 8). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user/me', undefined, signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: accountsKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
