import type { AuthReply, LoginInput } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';
import { useSignIn, type SignInCallbacks } from './session-changed';

export function login(credentials: LoginInput): Promise<AuthReply> {
  return api.post<AuthReply>('/api/login', credentials);
}

/** Signs in, then refreshes the current user (with its seller record) before the caller moves on. */
export const useLogin = (callbacks?: SignInCallbacks<AuthReply, LoginInput>) => useSignIn(login, callbacks);
