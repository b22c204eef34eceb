import type { ReactNode } from 'react';
import { formatPrice, toCents } from '@shared/money';
import { MIN_CHARGE_CENTS, PROMOTION_MESSAGES } from '@shared/promotion-limits';
import { OrderTotals } from '../../orders/components/order-totals';
import type { CheckoutQuote } from '../api/get-quote';

/** The order as the server priced it: one parcel per seller, each with its codes' discounts and its own shipping line. */
export function QuoteSummary({ quote, standardShipping, itemNote }: {
  quote: CheckoutQuote;
  standardShipping: boolean;
  /** A mark under an item (sold out since it was added), with its way out. */
  itemNote?: (item: CheckoutQuote['sellers'][number]['items'][number]) => ReactNode;
}) {
  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-5 border-2 border-line bg-surface p-5">
      <h2 id="summary-heading" className="caps text-2xl">Order summary</h2>
      {quote.sellers.map((group) => (
        <div key={group.sellerId} className="flex flex-col gap-3 border-b-2 border-line pb-4" data-testid="quote-seller">
          <h3 className="caps text-lg">From {group.businessName}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {group.items.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`} className="flex flex-col gap-1" data-testid="quote-item">
                <div className="flex justify-between gap-3">
                  <span>
                    {item.name} <span className="text-muted">({item.size} / {item.color}) × {item.quantity}</span>
                  </span>
                  <span className="nums">{formatPrice(item.lineTotal)}</span>
                </div>
                {itemNote?.(item)}
              </li>
            ))}
          </ul>
          <OrderTotals subtotal={group.subtotal} shippingFee={group.shippingFee} codes={group.codes} businessName={group.businessName} />
          {standardShipping && group.freeShippingRemaining && (
            <p className="text-sm text-acid">
              {formatPrice(group.freeShippingRemaining)} more from {group.businessName} for free shipping
            </p>
          )}
        </div>
      ))}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        <dt className="text-muted">Items</dt>
        <dd className="nums text-right">{formatPrice(quote.itemsTotal)}</dd>
        {toCents(quote.discountTotal) > 0 && (
          <>
            <dt className="text-muted">Discounts</dt>
            <dd className="nums text-right text-acid" data-testid="checkout-discount-total">−{formatPrice(quote.discountTotal)}</dd>
          </>
        )}
        <dt className="text-muted">Shipping</dt>
        <dd className="nums text-right">{formatPrice(quote.shippingTotal)}</dd>
        <dt className="caps text-xl">Total</dt>
        <dd className="nums text-right text-2xl font-bold" data-testid="checkout-total">{formatPrice(quote.grandTotal)}</dd>
      </dl>
      {toCents(quote.grandTotal) < MIN_CHARGE_CENTS && toCents(quote.discountTotal) > 0 && (
        <p className="text-sm text-danger" data-testid="checkout-below-minimum">{PROMOTION_MESSAGES.belowMinimumCharge}</p>
      )}
    </section>
  );
}
