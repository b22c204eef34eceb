import { discountPercent, formatPrice } from '@shared/money';
import { cn } from '../../../lib/cn';

interface PriceTagProps {
  price: string;
  originalPrice: string | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price; on sale, also the struck-through original and the whole-percent discount. */
export function PriceTag({ price, originalPrice, size = 'md', className }: PriceTagProps) {
  const discount = discountPercent(price, originalPrice);
  return (
    <p className={cn('nums flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      {discount !== null && <span className="sr-only">Sale price</span>}
      <span
        className={cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-lg', discount !== null && 'text-acid')}
        data-testid="price"
      >
        {formatPrice(price)}
      </span>
      {discount !== null && originalPrice && (
        <>
          <span className="sr-only">Original price</span>
          <s className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>{formatPrice(originalPrice)}</s>
          <span
            className={cn('bg-danger px-1.5 font-bold text-ink', size === 'lg' ? 'text-base' : 'text-xs')}
            data-testid="discount"
          >
            -{discount}%
          </span>
        </>
      )}
    </p>
  );
}
