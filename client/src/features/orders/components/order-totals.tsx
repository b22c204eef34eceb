import type { ReactNode } from 'react';
import { formatPrice, toCents } from '@shared/money';

/** A seller order's shipping line: "Free" when it ships for nothing (free from the threshold), else the fee. */
export function shippingFeeLabel(shippingFee: string): string {
  return toCents(shippingFee) === 0 ? 'Free' : formatPrice(shippingFee);
}

interface OrderTotalsProps {
  subtotal: string;
  shippingFee: string;
  /** Left out where a grand total follows (the checkout quote). */
  total?: string;
  /** Further rows of the same list (commission, seller net, payment). */
  children?: ReactNode;
}

/** One seller order's money, as the quote priced it and the order keeps it: subtotal, shipping, total. */
export function OrderTotals({ subtotal, shippingFee, total, children }: OrderTotalsProps) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Subtotal</dt>
      <dd className="nums text-right">{formatPrice(subtotal)}</dd>
      <dt className="text-muted">Shipping</dt>
      <dd className="nums text-right">{shippingFeeLabel(shippingFee)}</dd>
      {total !== undefined && (
        <>
          <dt className="font-semibold">Total</dt>
          <dd className="nums text-right font-semibold">{formatPrice(total)}</dd>
        </>
      )}
      {children}
    </dl>
  );
}
