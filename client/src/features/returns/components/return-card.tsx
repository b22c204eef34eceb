import { Link } from 'react-router';
import { imageUrl } from '@shared/images';
import { formatPrice } from '@shared/money';
import { DEFAULT_RETURN_INSTRUCTIONS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type ReturnReply, type ReturnStatus } from '@shared/return-schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { ShipBackForm, SellerReturnMoves } from './return-move-forms';

const STATUS_TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'paper', accepted: 'acid', refused: 'danger', shipped: 'paper', refunded: 'acid', closed: 'muted',
};

/** The shop accepted it: its instructions (or the default ones) stay readable from then on. */
const ANSWERED: readonly ReturnStatus[] = ['accepted', 'shipped', 'refunded'];

interface ReturnCardProps {
  ret: ReturnReply;
  viewer: 'buyer' | 'seller';
  /** Where the order is read (the buyer's lists link to it). */
  orderLink?: string;
}

/**
 * One return as either side reads it: items, reason, note and photos, the shop's answer, the parcel
 * on its way back, the refund; and the moves the viewer may make now (its `actions`), nothing else.
 */
export function ReturnCard({ ret, viewer, orderLink }: ReturnCardProps) {
  return (
    <article
      aria-label={`Return ${ret.id}, ${ret.orderNumber}`}
      className="flex flex-col gap-3 border-2 border-line bg-surface p-4"
      data-testid={viewer === 'seller' ? 'seller-return-item' : 'return-item'}
      data-status={ret.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="text-sm">
          <p className="font-semibold">
            {orderLink ? <Link to={orderLink} className="underline underline-offset-4 hover:text-acid">Order {ret.orderNumber}</Link> : `Return for order ${ret.orderNumber}`}
            {' · '}{viewer === 'seller' ? ret.buyerName : ret.businessName}
          </p>
          <p className="text-muted">Requested <time dateTime={ret.createdAt}>{formatDateTime(ret.createdAt)}</time> · {RETURN_REASON_LABELS[ret.reason]}</p>
        </div>
        <Badge tone={STATUS_TONES[ret.status]}><span data-testid="return-status">{RETURN_STATUS_LABELS[ret.status]}</span></Badge>
      </header>

      <ul className="flex flex-col gap-2">
        {ret.items.map((item) => (
          <li key={item.orderItemId} className="flex items-center gap-3 text-sm">
            {item.image ? (
              <img src={imageUrl(item.image, 'thumb')} alt="" width={40} height={40} className="size-10 border-2 border-line object-cover" />
            ) : <span aria-hidden className="size-10 border-2 border-line" />}
            <span className="min-w-0 flex-1">{item.productName} <span className="text-muted">({item.size} / {item.color})</span></span>
            <span className="nums">{item.quantity} × {formatPrice(item.unitPrice)}</span>
          </li>
        ))}
      </ul>

      {ret.note && <p className="text-sm whitespace-pre-line"><span className="text-muted">Note: </span>{ret.note}</p>}
      {ret.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {ret.photos.map((photo, index) => (
            <li key={photo}>
              <a href={imageUrl(photo, 'full')} target="_blank" rel="noreferrer">
                <img src={imageUrl(photo, 'thumb')} alt={`Photo ${index + 1}`} width={64} height={64} className="size-16 border-2 border-line object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Refund</dt>
        <dd className="nums">
          {ret.refund
            ? <span data-testid="return-refunded">{formatPrice(ret.refund.amount)} refunded <time dateTime={ret.refund.createdAt}>{formatDateTime(ret.refund.createdAt)}</time></span>
            : `${formatPrice(ret.refundAmount)} once the shop receives it`}
        </dd>
        <dt className="text-muted">Return shipping</dt>
        <dd>Paid by {ret.returnShippingPaidBy === 'shop' ? 'the shop' : 'the buyer'}</dd>
        {ret.carrier && ret.trackingNumber && (
          <>
            <dt className="text-muted">Sent back</dt>
            <dd data-testid="return-tracking">
              {ret.carrier} ·{' '}
              {ret.trackingUrl
                ? <a href={ret.trackingUrl} target="_blank" rel="noreferrer" className="underline underline-offset-4 hover:text-acid">{ret.trackingNumber}</a>
                : ret.trackingNumber}
            </dd>
          </>
        )}
        {ret.restocked !== null && (
          <>
            <dt className="text-muted">Stock</dt>
            <dd>{ret.restocked ? 'Put back on sale' : 'Not put back on sale'}</dd>
          </>
        )}
      </dl>

      {ANSWERED.includes(ret.status) && (
        <div className="border-l-4 border-acid pl-3 text-sm" data-testid="return-shop-instructions">
          <p className="caps text-muted">The shop's instructions</p>
          <p className="whitespace-pre-line">{ret.instructions ?? DEFAULT_RETURN_INSTRUCTIONS}</p>
        </div>
      )}
      {ret.refuseReason && (
        <div className="border-l-4 border-danger pl-3 text-sm" data-testid="return-refuse-text">
          <p className="caps text-muted">Why the shop refused</p>
          <p className="whitespace-pre-line">{ret.refuseReason}</p>
        </div>
      )}

      {viewer === 'buyer' && ret.actions.includes('ship') && <ShipBackForm ret={ret} />}
      {viewer === 'seller' && <SellerReturnMoves ret={ret} />}
    </article>
  );
}
