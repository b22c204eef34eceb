import { plural } from '../../../lib/format';

/** "♥ 12": how many shoppers saved one of the shop's products, said in full to screen readers. */
export function FavouritesFigure({ count }: { count: number }) {
  return (
    <span className="nums" data-testid="favourites-count" title="Shoppers who saved it">
      <span aria-hidden>♥ {count}</span>
      <span className="sr-only">Saved by {plural(count, 'shopper')}</span>
    </span>
  );
}
