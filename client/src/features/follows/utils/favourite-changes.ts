import type { FavouriteChange } from '@shared/notification-schemas';
import { formatPrice } from '@shared/money';

export interface ChangeBadge {
  label: string;
  /** Price drops say by how much: the price when saved and now. */
  detail?: string;
  tone: 'acid' | 'danger' | 'muted';
}

/**
 * The badges of one favourite, in the server's order. A price drop names the saved and the current
 * price, when the product is still listed to say the current one.
 */
export function changeBadges(changes: readonly FavouriteChange[], savedPrice: string, currentPrice: string | null): ChangeBadge[] {
  return changes.map((change) => {
    switch (change) {
      case 'price_lower':
        return { label: 'Price dropped', detail: currentPrice ? `was ${formatPrice(savedPrice)}, now ${formatPrice(currentPrice)}` : undefined, tone: 'acid' };
      case 'back_in_stock':
        return { label: 'Back in stock', tone: 'acid' };
      case 'sold_out':
        return { label: 'Sold out', tone: 'danger' };
      case 'unavailable':
        return { label: 'Unavailable', tone: 'muted' };
    }
  });
}
