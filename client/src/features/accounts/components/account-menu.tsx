import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '@shared/account-schemas';
import { useLogout } from '../api/logout';
import { accountLinks, accountMenuTitle } from '../utils/account';
import { AccountMenuTrigger } from './account-menu-trigger';

interface AccountMenuProps {
  account: CurrentUser;
  /** The shopper clicked the placeholder before this code arrived: open straight away. */
  defaultOpen: boolean;
  /** The placeholder had keyboard focus: keep it on the real trigger. */
  autoFocus: boolean;
}

const itemClasses =
  'caps flex cursor-pointer items-center gap-2 px-3 py-2.5 text-base outline-none select-none ' +
  'data-[highlighted]:bg-acid data-[highlighted]:text-ink';

/** The signed-in account menu (Radix: arrow keys, typeahead, Escape). Its own chunk: visitors never need it. */
export default function AccountMenu({ account, defaultOpen, autoFocus }: AccountMenuProps) {
  const logout = useLogout();
  const title = accountMenuTitle(account.user);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuTrigger title={title} autoFocus={autoFocus} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 border-2 border-paper bg-surface p-1 shadow-hard"
        >
          <DropdownMenu.Label className="truncate px-3 pt-2 pb-1 text-sm text-muted">
            Signed in as <span className="font-semibold text-paper">{account.user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-0.5 bg-line" />
          {accountLinks(account).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClasses}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-0.5 bg-line" />
          <DropdownMenu.Item
            className={itemClasses}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut aria-hidden className="size-4" />
            LOGOUT
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
