import type { AuthReply, RegisterInput } from '@shared/account-schemas';
import { api } from '../../../lib/api-client';
import { useSignIn, type SignInCallbacks } from './session-changed';

/** Creates the account; the server signs the new user in at once (DECISIONS.md). */
export function register(account: RegisterInput): Promise<AuthReply> {
  return api.post<AuthReply>('/api/register', account);
}

export const useRegister = (callbacks?: SignInCallbacks<AuthReply, RegisterInput>) => useSignIn(register, callbacks);
