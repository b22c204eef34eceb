import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useReturnPath } from '../utils/use-return-path';
import type { CurrentUser } from '@shared/account-schemas';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../api/get-current-user';
import { accountMenuTitle } from '../utils/account';
import { AccountMenuTrigger } from './account-menu-trigger';

// The dropdown (Radix menu and its positioning) loads only for signed-in shoppers, after the page.
const AccountMenu = lazy(() => import('./account-menu'));

/** The header's account corner: SIGN IN and REGISTER for visitors, the account menu once signed in. */
export function AccountArea() {
  const { data: account, isPending } = useCurrentUser();
  const signIn = useReturnPath();
  // Until we know, hold the space without flashing the visitor's buttons at a signed-in shopper.
  if (isPending) return <div aria-hidden className="h-9 w-40" />;
  if (!account) {
    return (
      <div className="flex items-center gap-2">
        <Link to={signIn} className={buttonClasses('ghost', 'sm')}>
          SIGN IN
        </Link>
        <Link to={paths.register} className={buttonClasses('primary', 'sm')}>
          REGISTER
        </Link>
      </div>
    );
  }
  return <SignedInMenu account={account} />;
}

function SignedInMenu({ account }: { account: CurrentUser }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  const placeholder = (
    <AccountMenuTrigger
      title={accountMenuTitle(account.user)}
      aria-haspopup="menu"
      aria-expanded={false}
      // Radix opens its menu on pointer down; doing the same means a click that lands while the
      // code arrives still opens it.
      onPointerDown={() => setOpenOnLoad(true)}
      onClick={() => setOpenOnLoad(true)}
      onFocus={() => setPlaceholderFocused(true)}
      onBlur={() => setPlaceholderFocused(false)}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      {/* Opening moves focus into the menu; focusing the trigger as well would count as leaving it. */}
      <AccountMenu account={account} defaultOpen={openOnLoad} autoFocus={placeholderFocused && !openOnLoad} />
    </Suspense>
  );
}
