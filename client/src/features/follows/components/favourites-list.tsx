import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageMessage } from '../../../components/ui/page-message';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { serverMessage } from '../../../lib/server-message';
import { useFavourites } from '../api/get-favourites';
import { useSetPriceAlerts, useToggleFavourite } from '../api/save-favourite';
import { FavouriteItem } from './favourite-item';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** The shopper's favourites, newest first, one page of the address's `?page=` at a time. */
export function FavouritesList({ page }: { page: number }) {
  const favourites = useFavourites(page);
  const remove = useToggleFavourite({ onError: failed('Could not remove it') });
  const priceAlerts = useSetPriceAlerts({ onError: failed('Could not change the price alerts') });
  const data = favourites.data;
  const busy = (productId: number) =>
    (remove.isPending && remove.variables.productId === productId) || (priceAlerts.isPending && priceAlerts.variables.productId === productId);

  if (data && data.total === 0) {
    return (
      <PageMessage
        title="No favourites yet"
        icon={<Heart aria-hidden className="size-10" />}
        action={<Link to={paths.home} className={buttonClasses()}>Browse the shop</Link>}
      >
        Tap the heart on any design to keep it here. We'll tell you when its price drops.
      </PageMessage>
    );
  }
  return (
    <ListState
      isPending={favourites.isPending}
      isError={favourites.isError && !data}
      isEmpty={false}
      emptyTitle=""
      onRetry={() => void favourites.refetch()}
    >
      <div className="flex flex-col gap-4">
        <p className="nums text-sm text-muted" aria-live="polite">{plural(data?.total ?? 0, 'saved design')}</p>
        {data && data.items.length === 0 && page > 1 ? (
          <p className="text-muted">This page is empty. <Link to={paths.accountFavourites} className="underline hover:text-acid">Back to the first page</Link></p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data?.items.map((favourite) => (
              <FavouriteItem
                key={favourite.productId}
                favourite={favourite}
                busy={busy(favourite.productId)}
                onPriceAlerts={(on) => priceAlerts.mutate({ productId: favourite.productId, priceAlerts: on })}
                onRemove={() => remove.mutate({ productId: favourite.productId, save: false })}
              />
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={data?.totalPages ?? 1} hrefFor={paths.accountFavouritesPage} label="Favourites pages" />
      </div>
    </ListState>
  );
}
