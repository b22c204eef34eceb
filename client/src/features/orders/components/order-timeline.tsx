import type { OrderActor } from '@shared/order-transitions';
import type { OrderReply } from '@shared/orders-schemas';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS } from './order-labels';

const ACTOR_WORDS: Record<OrderActor, string> = { buyer: 'by the buyer', seller: 'by the seller', admin: 'by Threadline', system: '' };

/** Every status the order went through, oldest first, from its events. */
export function OrderTimeline({ events }: { events: OrderReply['events'] }) {
  return (
    <ol aria-label="Status history" className="flex flex-col gap-1 border-l-2 border-line pl-4 text-sm">
      {events.map((event, index) => (
        <li key={index}>
          <span className="font-semibold">{STATUS_LABELS[event.toStatus]}</span>{' '}
          <span className="text-muted">
            {ACTOR_WORDS[event.actorRole]} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {event.note && event.toStatus !== 'pending' ? ` · ${event.note}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
