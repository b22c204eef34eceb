import { asCents, formatCents, formatPrice, toCents, type Cents } from '@shared/money';
import type { OrderReply } from '@shared/orders-schemas';

type Refund = NonNullable<OrderReply['refunds']>[number];

const SOURCE_LABELS: Record<Refund['source'], string> = { order: 'Refund', return: 'Return', dispute: 'Dispute decision' };

const refundDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The sale's commission and the seller's net after the order's refunds: each refund gave back its
 * own commission part and took its own part of the net (shared/refund-split.ts). Null when the
 * figures are not the viewer's (the buyer) or a refund came without its parts.
 */
export function termsAfterRefunds(order: OrderReply): { commissionCents: Cents; netCents: Cents; reversedWhole: boolean } | null {
  if (order.commissionAmount === null || order.sellerNet === null) return null;
  const refunds = order.refunds ?? [];
  if (refunds.some((refund) => refund.commissionAmount === null || refund.sellerAmount === null)) return null;
  const commission = toCents(order.commissionAmount) - refunds.reduce((sum, refund) => sum + toCents(refund.commissionAmount!), 0);
  const net = toCents(order.sellerNet) - refunds.reduce((sum, refund) => sum + toCents(refund.sellerAmount!), 0);
  return { commissionCents: asCents(commission), netCents: asCents(net), reversedWhole: refunds.length > 0 && commission === 0 };
}

/**
 * The order's money after its total: each refund (amount, why, when) and their sum, and for the
 * seller and admins what the platform takes and the seller keeps once the refunds are taken off.
 * An order refunded before refunds were kept one by one (no `refunds`) reads as refunded whole.
 */
export function RefundRows({ order }: { order: OrderReply }) {
  const { refund } = order;
  const refunds = order.refunds ?? [];
  const sellerTerms = order.commissionAmount !== null && order.sellerNet !== null;
  const after = refunds.length > 0 ? termsAfterRefunds(order) : null;
  return (
    <>
      {refunds.map((line) => (
        // A div around a dt/dd pair is valid in a dl, and keeps amount, reason and date together.
        <div key={line.id} className="contents" data-testid="order-refund-line">
          <dt className="text-muted">
            {SOURCE_LABELS[line.source]}
            {line.reason ? `: ${line.reason}` : ''} · <time dateTime={line.refundedAt}>{refundDate.format(new Date(line.refundedAt))}</time>
          </dt>
          <dd className="nums text-right text-danger">−{formatPrice(line.amount)}</dd>
        </div>
      ))}
      {refund && (
        <>
          <dt className="font-semibold text-danger">Refunded{refunds.length > 1 ? ' in all' : ''}</dt>
          <dd className="nums text-right font-semibold text-danger" data-testid="order-refunded">−{formatPrice(refund.amount)}</dd>
        </>
      )}
      {sellerTerms && (after ? (
        <>
          <dt className="text-muted">Commission ({order.commissionRate}%) after refunds</dt>
          <dd className="nums text-right" data-testid="order-commission">{after.reversedWhole ? 'Reversed' : `−${formatCents(after.commissionCents)}`}</dd>
          <dt className="text-muted">Seller net after refunds</dt>
          <dd className="nums text-right" data-testid="order-seller-net">{formatCents(after.netCents)}</dd>
        </>
      ) : refund ? (
        // Refunded before refunds had parts: the ledger reversed the whole earning.
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
