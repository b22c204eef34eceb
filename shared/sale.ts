import { discountPercent } from './money.js';

/** The fields the sale rule reads. */
export interface SaleFields {
  price: string;
  originalPrice: string | null;
  isOnSale: boolean;
}

/**
 * The one sale rule (DECISIONS.md "On sale"): a product is on sale when its seller switched On
 * sale, and only then. The sale badge, the `sale=true` filter (SQL and the read model) and the
 * seller's form all ask here; an originalPrice without the switch is kept but not shown.
 */
export function isOnSale(product: Pick<SaleFields, 'isOnSale'>): boolean {
  return product.isOnSale;
}

/**
 * What a shopper sees of a sale: nothing when the product is not on sale; otherwise the badge,
 * with the whole-percent discount when originalPrice is above price (null percent: a plain "Sale").
 */
export function saleBadge(product: SaleFields): { discount: number | null } | null {
  if (!isOnSale(product)) return null;
  return { discount: discountPercent(product.price, product.originalPrice) };
}
