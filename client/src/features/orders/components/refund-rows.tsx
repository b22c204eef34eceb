import { formatPrice } from '@shared/money';
import type { OrderReply } from '@shared/orders-schemas';

/**
 * The order's money after its total: what was refunded, and for the seller and admins what the
 * platform takes and the seller keeps. A refunded order pays no commission and nets the seller
 * nothing (the ledger reverses the earning), so those lines say so instead of the sale's figures.
 */
export function RefundRows({ order }: { order: OrderReply }) {
  const { refund } = order;
  const sellerTerms = order.commissionAmount !== null && order.sellerNet !== null;
  return (
    <>
      {refund && (
        <>
          <dt className="font-semibold text-danger">Refunded</dt>
          <dd className="nums text-right font-semibold text-danger" data-testid="order-refunded">−{formatPrice(refund.amount)}</dd>
        </>
      )}
      {sellerTerms && (refund ? (
        <>
          <dt className="text-muted">Commission ({order.commissionRate}%)</dt>
          <dd className="text-right" data-testid="order-commission">Reversed</dd>
          <dt className="text-muted">Seller net</dt>
          <dd className="nums text-right" data-testid="order-seller-net">{formatPrice('0.00')}</dd>
        </>
      ) : (
        <>
          <dt className="text-muted">Commission ({order.commissionRate}%)</dt>
          <dd className="nums text-right" data-testid="order-commission">−{formatPrice(order.commissionAmount!)}</dd>
          <dt className="text-muted">Seller net</dt>
          <dd className="nums text-right" data-testid="order-seller-net">{formatPrice(order.sellerNet!)}</dd>
        </>
      ))}
    </>
  );
}
