import { isMoneyString } from '@shared/money';
import { saleBadge } from '@shared/sale';
import { PriceTag } from '../../catalog/components/price-tag';

interface SaleNoteProps {
  price: string;
  originalPrice: string;
  isOnSale: boolean;
}

/**
 * What shoppers will see of the price, by the same rule as the storefront (shared/sale.ts): the
 * sale badge and the Sale filter follow On sale alone; the original price shows only then.
 */
export function SaleNote({ price, originalPrice, isOnSale }: SaleNoteProps) {
  const typed = price.trim();
  if (!isMoneyString(typed)) return null;
  const original = isMoneyString(originalPrice.trim()) ? originalPrice.trim() : null;
  const sale = saleBadge({ price: typed, originalPrice: original, isOnSale });
  const note = !isOnSale
    ? original ? 'Not on sale: the original price is kept but not shown, and the product is not under Sale.' : 'Not on sale.'
    : sale?.discount === null ? 'On sale: shown under Sale with a Sale badge. Add an original price above the price to show the discount.'
      : 'On sale: shown under Sale with the discount.';
  return (
    <div className="flex flex-col gap-1 border-2 border-line p-3" data-testid="sale-note">
      <p className="caps text-sm text-muted">Shoppers see</p>
      <PriceTag price={typed} originalPrice={original} isOnSale={isOnSale} />
      <p className="text-sm text-muted">{note}</p>
    </div>
  );
}
