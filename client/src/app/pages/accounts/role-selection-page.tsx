import { Link } from 'react-router';
import { ArrowRight, ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMMISSION } from '@shared/catalog-constants';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { accountMenuTitle, isSeller } from '../../../features/accounts/utils/account';
import { paths } from '../../../lib/paths';

function RoleChoice({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-4 border-2 border-line bg-surface p-6 transition-[transform,box-shadow,border-color] hover:-translate-x-0.5 hover:-translate-y-0.5 hover:border-acid hover:shadow-hard"
    >
      <span className="text-acid">{icon}</span>
      <span className="caps text-3xl">{title}</span>
      <span className="text-muted">{children}</span>
      <span className="caps mt-auto flex items-center gap-2 text-acid">
        Continue <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </Link>
  );
}

/** After registering (and from PROFILE): shop, or go on to open a shop. */
export default function RoleSelectionPage() {
  const { data: account } = useCurrentUser();
  const seller = account ? isSeller(account) : false;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-16">
      <title>Choose your role · Threadline</title>
      <div className="flex flex-col gap-3">
        <h1 className="caps text-4xl leading-none sm:text-6xl">
          {account ? `Welcome, ${accountMenuTitle(account.user)}` : 'Choose your role'}
        </h1>
        <p className="text-lg text-muted">How do you want to use Threadline?</p>
        {account && !account.user.emailVerified && (
          <p className="text-sm text-muted">
            We sent a link to <span className="text-paper">{account.user.email}</span> to confirm your address; you can shop meanwhile.
          </p>
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <RoleChoice to={paths.home} icon={<ShoppingBag aria-hidden className="size-10" />} title="Customer">
            Shop designs from independent artists and keep a cart.
          </RoleChoice>
        </li>
        <li>
          <RoleChoice
            to={seller ? paths.sellerDashboard : paths.sellerApply}
            icon={<Store aria-hidden className="size-10" />}
            title="Seller"
          >
            {seller ? 'Manage your shop, products and media.' : `Open a shop and sell your own designs. Keep ${COMMISSION.sellerPercent}% of every sale.`}
          </RoleChoice>
        </li>
      </ul>
      {account && (
        <Link to={paths.accountOrders} className="caps self-start text-lg underline underline-offset-4 hover:text-acid">
          Your orders
        </Link>
      )}
      <div className="flex flex-col gap-3 border-t-2 border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          You can change your role later in your{' '}
          {account ? (
            <Link to={`${paths.account}#selling`} className="underline underline-offset-4 hover:text-acid">account settings</Link>
          ) : (
            'account settings'
          )}
          .
        </p>
        <Link to={paths.home} className="caps text-lg underline underline-offset-4 hover:text-acid">
          Skip for now
        </Link>
      </div>
    </div>
  );
}
