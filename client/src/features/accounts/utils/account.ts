import type { CurrentUser, PublicUser } from '@shared/account-schemas';
import { paths } from '../../../lib/paths';

/** The account menu's title: first name, else username, else 'ACCOUNT' (spec section 2). */
export function accountMenuTitle(user: Pick<PublicUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username.trim() || 'ACCOUNT';
}

/**
 * Sellers see SELLER DASHBOARD, everyone else BECOME A SELLER. Having a seller record counts:
 * an applicant whose application waits for review follows its status on the dashboard.
 */
export function isSeller(account: CurrentUser): boolean {
  return account.seller !== null || account.user.role === 'seller';
}

/**
 * A page of this site to return to after signing in (`/login?next=/checkout`), or null: only a
 * path on this origin, never `//elsewhere` or a full URL, so the link cannot send anyone away.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** Where a fresh sign-in lands (spec section 2, Login). */
export function landingPathFor(role: PublicUser['role']): string {
  if (role === 'admin') return paths.adminDashboard;
  if (role === 'seller') return paths.sellerDashboard;
  return paths.home;
}

export interface AccountLink {
  label: string;
  to: string;
}

/** The account menu's destinations, shared by the header menu and the mobile drawer; LOGOUT follows them. */
export function accountLinks(account: CurrentUser): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'PROFILE', to: paths.roleSelection },
    { label: 'ORDERS', to: paths.accountOrders },
    { label: 'ACCOUNT', to: paths.account },
  ];
  if (account.user.role === 'admin') links.push({ label: 'ADMIN DASHBOARD', to: paths.adminDashboard });
  links.push(
    isSeller(account)
      ? { label: 'SELLER DASHBOARD', to: paths.sellerDashboard }
      : { label: 'BECOME A SELLER', to: paths.sellerApply },
  );
  return links;
}
