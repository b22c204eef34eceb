import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../features/accounts/components/require-sign-in';
import { FavouritesList } from '../../../features/follows/components/favourites-list';
import { StockAlertsList } from '../../../features/follows/components/stock-alerts-list';
import { AccountNav } from './account-nav';
import { AccountSection } from './account-section';

/** /account/favourites: saved designs with what changed since, and the sizes the shopper waits for. */
export default function AccountFavouritesPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <RequireSignIn>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
        <title>Your favourites · Threadline</title>
        <h1 className="caps text-4xl leading-none sm:text-6xl">Your favourites</h1>
        <AccountNav />
        <AccountSection id="favourites" title="Saved designs">
          <FavouritesList page={page} />
        </AccountSection>
        <AccountSection id="stock-alerts" title="Waiting for sizes">
          <StockAlertsList />
        </AccountSection>
      </div>
    </RequireSignIn>
  );
}
