import type { AdminLoginInput } from '@shared/admin-schemas';
import { api } from '../../../lib/api-client';
import { useSignIn, type SignInCallbacks } from '../../accounts/api/session-changed';
import type { AdminIdentity } from '../types';

export function adminLogin(credentials: AdminLoginInput): Promise<{ user: AdminIdentity }> {
  return api.post<{ user: AdminIdentity }>('/api/admin/login', credentials);
}

/** Signs the admin in; every cached reply belonged to the previous session, so it is dropped or refetched. */
export const useAdminLogin = (callbacks?: SignInCallbacks<{ user: AdminIdentity }, AdminLoginInput>) => useSignIn(adminLogin, callbacks);
