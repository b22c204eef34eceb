import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { accountLinks, accountMenuTitle } from '../utils/account';
import { useReturnPath } from '../utils/use-return-path';

/** The account entries of the mobile drawer, the same as the header's; `onNavigate` closes the drawer. */
export function MobileAccountItems({ onNavigate }: { onNavigate: () => void }) {
  const { data: account, isPending } = useCurrentUser();
  const logout = useLogout();
  const signIn = useReturnPath();

  if (isPending) return null;
  if (!account) {
    return (
      <div className="flex flex-col gap-3">
        <Link to={signIn} onClick={onNavigate} className={buttonClasses('outline', 'md', 'w-full')}>
          SIGN IN
        </Link>
        <Link to={paths.register} onClick={onNavigate} className={buttonClasses('primary', 'md', 'w-full')}>
          REGISTER
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby="mobile-account-title" className="flex flex-col gap-3">
      <h2 id="mobile-account-title" className="caps truncate text-sm text-muted">
        Account: <span className="text-paper">{accountMenuTitle(account.user)}</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {accountLinks(account).map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={buttonClasses('outline', 'md', 'w-full')}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="primary"
        className="w-full"
        disabled={logout.isPending}
        onClick={() => {
          onNavigate();
          logout.mutate();
        }}
      >
        <LogOut aria-hidden className="size-5" />
        LOGOUT
      </Button>
    </section>
  );
}
