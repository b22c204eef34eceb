import { formatPrice } from '@shared/money';
import { imageUrl } from '@shared/images';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type ReturnReply } from '@shared/return-schemas';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { OrderTracking } from '../../orders/components/order-tracking';

/** The order's returns as the admin weighs them: status, reason, the buyer's note and photos, the shop's answer, the parcel back. */
export function DisputesReturns({ returns }: { returns: ReturnReply[] }) {
  if (returns.length === 0) return <p className="border-2 border-line p-4 text-sm text-muted">No returns were requested on this order.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {returns.map((item) => (
        <li key={item.id} aria-label={`Return ${item.id}`} className="flex flex-col gap-2 border-2 border-line p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={item.status === 'refused' ? 'danger' : 'paper'}>{RETURN_STATUS_LABELS[item.status]}</Badge>
            <span className="font-semibold">{RETURN_REASON_LABELS[item.reason]}</span>
            <span className="text-muted">requested {formatDateTime(item.createdAt)}</span>
          </p>
          <ul className="text-muted">
            {item.items.map((line) => (
              <li key={line.orderItemId}>
                {line.quantity} × {line.productName} ({line.size}, {line.color}) · <span className="nums">{formatPrice(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          {item.note && <p className="whitespace-pre-wrap break-words"><span className="text-muted">Buyer's note: </span>{item.note}</p>}
          {item.photos.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {item.photos.map((photo) => (
                <a key={photo} href={photo} target="_blank" rel="noopener noreferrer">
                  <img src={imageUrl(photo, 'thumb')} alt="Photo the buyer added to the return" width={64} height={64} className="size-16 bg-photo object-cover" loading="lazy" />
                </a>
              ))}
            </div>
          )}
          {item.refuseReason && <p className="whitespace-pre-wrap break-words"><span className="text-danger">Shop's reason for refusing: </span>{item.refuseReason}</p>}
          {item.instructions && <p className="whitespace-pre-wrap break-words"><span className="text-muted">Shop's instructions: </span>{item.instructions}</p>}
          {item.trackingNumber && <OrderTracking carrier={item.carrier} trackingNumber={item.trackingNumber} />}
          <p className="text-muted">
            Refund it would give <span className="nums text-paper">{formatPrice(item.refundAmount)}</span>
            {item.refund && <> · refunded <span className="nums text-paper">{formatPrice(item.refund.amount)}</span> {formatDateTime(item.refund.createdAt)}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}
