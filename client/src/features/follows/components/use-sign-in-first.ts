import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@shared/account-schemas';
import { paths } from '../../../lib/paths';
import { currentUserQueryOptions } from '../../accounts/api/get-current-user';
import { addressWithIntent, type Intent } from '../utils/intent';

/**
 * Runs `act` for a signed-in shopper; a visitor goes to sign-in and comes back to this page with
 * the intent in its address, where PendingIntent completes it. The session decides, not a guess:
 * a tap while the current user is still loading waits for it.
 */
export function useSignInFirst() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return async (intent: Intent, act: (account: CurrentUser) => void) => {
    const account = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (account) act(account);
    else void navigate(paths.loginReturningTo(addressWithIntent(pathname, search, intent)));
  };
}
