import type { ReactNode } from 'react';
import { formatPrice, toCents } from '@shared/money';
import type { OrderCode } from '@shared/promotion-limits';
import { OrderCodeLines } from '../../promotions/components/order-code-lines';

/** A seller order's shipping line: "Free" when it ships for nothing (free from the threshold), else the fee. */
export function shippingFeeLabel(shippingFee: string): string {
  return toCents(shippingFee) === 0 ? 'Free' : formatPrice(shippingFee);
}

interface OrderTotalsProps {
  subtotal: string;
  shippingFee: string;
  /** Left out where a grand total follows (the checkout quote). */
  total?: string;
  /** Each code's share of this order (decision 020), shop's first; `total` is after them. */
  codes?: OrderCode[];
  /** The order's shop, which funds its shop codes. */
  businessName?: string;
  /** Further rows of the same list (commission, seller net, payment). */
  children?: ReactNode;
}

/** One seller order's money, as the quote priced it and the order keeps it: subtotal, codes, shipping, total. */
export function OrderTotals({ subtotal, shippingFee, total, codes = [], businessName = '', children }: OrderTotalsProps) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Subtotal</dt>
      <dd className="nums text-right">{formatPrice(subtotal)}</dd>
      <OrderCodeLines codes={codes} businessName={businessName} />
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
