import { formatPrice } from '@shared/money';
import { saleBadge, type SaleFields } from '@shared/sale';
import { cn } from '../../../lib/cn';

interface PriceTagProps extends SaleFields {
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The price; on sale (shared/sale.ts, the one rule), the sale badge too: the struck-through
 * original and the whole-percent discount when there is one, else "Sale".
 */
export function PriceTag({ price, originalPrice, isOnSale, size = 'md', className }: PriceTagProps) {
  const sale = saleBadge({ price, originalPrice, isOnSale });
  const discount = sale?.discount ?? null;
  return (
    <p className={cn('nums flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      {sale && <span className="sr-only">Sale price</span>}
      <span
        className={cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-lg', sale && 'text-acid')}
        data-testid="price"
      >
        {formatPrice(price)}
      </span>
      {discount !== null && originalPrice && (
        <>
          <span className="sr-only">Original price</span>
          <s className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>{formatPrice(originalPrice)}</s>
        </>
      )}
      {sale && (
        <span
          className={cn('caps bg-danger px-1.5 font-bold text-ink', size === 'lg' ? 'text-base' : 'text-xs')}
          data-testid="discount"
        >
          {discount !== null ? `-${discount}%` : 'Sale'}
        </span>
      )}
    </p>
  );
}
