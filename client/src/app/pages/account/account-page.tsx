import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { DeleteAccount } from '../../../features/accounts/components/delete-account';
import { EmailSettings } from '../../../features/accounts/components/email-settings';
import { PasswordChangeForm } from '../../../features/accounts/components/password-change-form';
import { ProfileForm } from '../../../features/accounts/components/profile-form';
import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { SignedInDevices } from '../../../features/accounts/components/signed-in-devices';
import { accountMenuTitle, isSeller } from '../../../features/accounts/utils/account';
import { paths } from '../../../lib/paths';
import { AccountNav } from './account-nav';
import { AccountSection } from './account-section';

const linkClasses = 'caps inline-flex items-center gap-2 text-lg underline underline-offset-4 hover:text-acid';

/** /account: the signed-in person's profile, email, password, devices, addresses, selling and deletion. */
export default function AccountPage() {
  return (
    <RequireSignIn>
      <AccountSettings />
    </RequireSignIn>
  );
}

function AccountSettings() {
  const { data: account } = useCurrentUser();
  if (!account) return null;
  const { user } = account;
  const seller = isSeller(account);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <title>Your account · Threadline</title>
      <h1 className="caps text-4xl leading-none break-words sm:text-6xl">Hi, {accountMenuTitle(user)}</h1>
      <AccountNav />
      <AccountSection id="profile" title="Profile">
        <ProfileForm key={user.id} user={user} />
      </AccountSection>
      <AccountSection id="email" title="Email">
        <EmailSettings key={user.email} user={user} />
      </AccountSection>
      <AccountSection id="password" title="Password">
        <PasswordChangeForm />
      </AccountSection>
      <AccountSection id="devices" title="Signed-in devices">
        <SignedInDevices />
      </AccountSection>
      <AccountSection id="addresses" title="Addresses">
        <AddressBook />
      </AccountSection>
      <AccountSection id="selling" title="Selling">
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">
            {seller ? 'Your shop, its products, orders and payouts are on the seller dashboard.' : 'Open a shop and sell your own designs on Threadline.'}
          </p>
          <Link to={seller ? paths.sellerDashboard : paths.sellerApply} className={linkClasses}>
            {seller ? 'Seller dashboard' : 'Become a seller'} <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </AccountSection>
      <AccountSection id="delete" title="Delete account">
        <DeleteAccount />
      </AccountSection>
    </div>
  );
}
