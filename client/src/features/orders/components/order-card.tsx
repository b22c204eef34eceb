import type { ReactNode } from 'react';
import { formatPrice, toCents } from '@shared/money';
import type { OrderReply } from '@shared/orders-schemas';
import { Badge } from '../../../components/ui/badge';
import { imageUrl } from '@shared/images';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS, STATUS_TONES, paymentLabel, paymentMethodLabel } from './order-labels';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { formatAddress } from '@shared/address-format';
import { OrderTracking } from './order-tracking';
import { RefundRows } from './refund-rows';

interface OrderCardProps {
  order: OrderReply;
  /** Sellers and admins see where it goes and who bought it; the buyer knows. */
  showBuyer?: boolean;
  /** The buttons the viewer's role may use now. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** Something the page adds under one item ("Write a review" on a delivered one); orders know nothing of it. */
  itemAction?: (item: OrderReply['items'][number]) => ReactNode;
  /** What follows the sale, drawn under the order by the page (the buyer's returns and disputes); orders know nothing of it. */
  afterSale?: ReactNode;
}

/** One seller order: items, money, status history, tracking, and what the viewer may do next. */
export function OrderCard({ order, showBuyer = false, actions, headingLevel = 3, itemAction, afterSale }: OrderCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const address = order.shippingAddress;
  const platformCode = order.codes?.find((code) => code.fundedBy === 'platform');
  return (
    <article aria-label={`Order ${order.number}`} data-testid="order-card" className="flex flex-col gap-4 border-2 border-line bg-surface p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className="caps text-xl">Order {order.number}</Heading>
          <p className="text-sm text-muted">
            From {order.businessName} · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
          <Badge tone="muted">{paymentLabel(order.paymentStatus)}</Badge>
        </div>
      </header>

      <ul className="flex flex-col gap-3">
        {order.items.map((item) => {
          const action = itemAction?.(item);
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
              {item.image ? (
                <img src={imageUrl(item.image, 'thumb')} alt="" width={56} height={56} className="size-14 border-2 border-line object-cover" />
              ) : (
                <span aria-hidden className="size-14 border-2 border-line" />
              )}
              <div className="flex-1 text-sm">
                <p className="font-semibold">{item.productName}</p>
                <p className="text-muted">{item.size} / {item.color} · {item.quantity} × {formatPrice(item.price)}</p>
                {item.discount && toCents(item.discount) > 0 && (
                  <p className="nums text-acid" data-testid="order-item-discount">−{formatPrice(item.discount)} off with codes</p>
                )}
              </div>
              <span className="nums text-sm">{formatPrice(item.lineTotal)}</span>
              {/* On a phone the item's action takes a line of its own under it. */}
              {action && <div className="flex w-full justify-end sm:w-auto">{action}</div>}
            </li>
          );
        })}
      </ul>

      <OrderTotals subtotal={order.subtotal} shippingFee={order.shippingFee} total={order.total} codes={order.codes} businessName={order.businessName}>
        <RefundRows order={order} />
        <dt className="text-muted">Payment</dt>
        <dd className="text-right">{paymentMethodLabel(order.paymentMethod)}</dd>
      </OrderTotals>
      {platformCode && order.sellerNet !== null && (
        // The seller's question on seeing a discount they did not offer (decision 020).
        <p className="text-sm text-muted" data-testid="order-platform-funded">
          Threadline pays for {platformCode.code}: it does not lower the shop&apos;s net.
        </p>
      )}

      {order.trackingNumber && <OrderTracking carrier={order.carrier} trackingNumber={order.trackingNumber} />}
      {order.cancelReason && <p className="text-sm text-muted">Cancelled: {order.cancelReason}</p>}
      {order.status === 'pending' && order.expiresAt && (
        <p className="text-sm" data-testid="order-hold">
          {/* Sellers and admins: the stock is out of the shop until then. Buyers: the deadline to pay. */}
          {showBuyer ? 'Unpaid: its items are held from stock until ' : 'Pay by '}
          <time dateTime={order.expiresAt}>{formatDateTime(order.expiresAt)}</time>
          {showBuyer ? ', then the order is cancelled and they come back.' : ', or this order is cancelled.'}
        </p>
      )}

      {showBuyer && (
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <p className="caps text-muted">Buyer</p>
            <p data-testid="order-buyer">{order.buyerName}</p>
          </div>
          <div>
            <p className="caps text-muted">Ship to</p>
            <address className="not-italic">
              {/* Written as the country's post writes it (shared/address-format.ts), then the phone. */}
              {formatAddress(address).map((line, index) => <span key={index} className="block">{line}</span>)}
              <span className="block">{address.phone}</span>
            </address>
          </div>
        </div>
      )}

      <OrderTimeline events={order.events} refund={order.refund} />
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      {afterSale}
    </article>
  );
}
