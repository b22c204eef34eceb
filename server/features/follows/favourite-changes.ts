import type { FavouriteChange } from '../../../shared/notification-schemas.js';
import { toCents } from '../../../shared/money.js';

/**
 * What changed since a product was saved, as the favourites page shows it: a product no longer
 * listed is only `unavailable` (no price or stock is shown for it); otherwise back in stock (it
 * was sold out when saved), a lower price than the saved one, and sold out now.
 */
export function favouriteChanges(
  saved: { savedPrice: string; savedInStock: boolean },
  now: { price: string; stock: number } | null,
): FavouriteChange[] {
  if (!now) return ['unavailable'];
  const changes: FavouriteChange[] = [];
  if (!saved.savedInStock && now.stock > 0) changes.push('back_in_stock');
  if (toCents(now.price) < toCents(saved.savedPrice)) changes.push('price_lower');
  if (now.stock === 0) changes.push('sold_out');
  return changes;
}
