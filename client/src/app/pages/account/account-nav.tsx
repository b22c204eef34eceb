import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

const TABS = [
  { label: 'Account', to: paths.account },
  { label: 'Orders', to: paths.accountOrders },
  { label: 'Returns', to: paths.accountReturns },
  { label: 'Reviews', to: paths.accountReviews },
  { label: 'Favourites', to: paths.accountFavourites },
  { label: 'Following', to: paths.accountFollowing },
  { label: 'Notifications', to: paths.accountNotifications },
  { label: 'Messages', to: paths.accountMessages },
] as const;

/** The account area's pages, side by side as tabs: settings, orders and reviews. */
export function AccountNav() {
  return (
    <nav aria-label="Your account" className="flex flex-wrap gap-x-1 border-b-2 border-line">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              'caps -mb-0.5 border-b-4 px-4 py-3 text-lg',
              isActive ? 'border-acid text-paper' : 'border-transparent text-muted hover:text-paper',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
