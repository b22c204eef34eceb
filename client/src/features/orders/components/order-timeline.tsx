import { formatPrice } from '@shared/money';
import type { OrderActor } from '@shared/order-transitions';
import type { OrderReply } from '@shared/orders-schemas';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS } from './order-labels';

const ACTOR_WORDS: Record<OrderActor, string> = { buyer: 'by the buyer', seller: 'by the seller', admin: 'by Threadline', system: '' };

type OrderEvent = OrderReply['events'][number];

/**
 * A refund keeps the order's status, so its event is told by its move; events written before the
 * move was kept (a delivered order "moving" to delivered) are read the same way.
 */
export const isRefundEvent = (event: OrderEvent) =>
  event.action === 'refund' || (event.action == null && event.fromStatus !== null && event.fromStatus === event.toStatus);

/** What an event says happened: the status reached, or "Refunded $X" for a refund. */
function eventTitle(event: OrderEvent, refund: OrderReply['refund']): string {
  if (!isRefundEvent(event)) return STATUS_LABELS[event.toStatus];
  return refund ? `Refunded ${formatPrice(refund.amount)}` : 'Refunded';
}

/** A refund's note was once written "Refunded: reason"; the title says it now. */
const noteOf = (event: OrderEvent) => (isRefundEvent(event) ? event.note?.replace(/^Refunded: /, '') : event.note);

/** Every status the order went through, and its refund, oldest first, from its events. */
export function OrderTimeline({ events, refund }: { events: OrderReply['events']; refund?: OrderReply['refund'] }) {
  return (
    <ol aria-label="Status history" className="flex flex-col gap-1 border-l-2 border-line pl-4 text-sm">
      {events.map((event, index) => {
        const note = noteOf(event);
        return (
          <li key={index} data-testid={isRefundEvent(event) ? 'timeline-refund' : undefined}>
            <span className="font-semibold">{eventTitle(event, refund)}</span>{' '}
            <span className="text-muted">
              {ACTOR_WORDS[event.actorRole]} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              {note && event.toStatus !== 'pending' ? ` · ${note}` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
