import type { WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from '@shared/webhook-schemas';

/** What each event means, in the words a shop owner uses; the list the add form ticks from. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.created': 'An order is placed',
  'order.paid': 'An order is paid',
  'order.shipped': 'An order is shipped',
  'order.delivered': 'An order is delivered',
  'order.cancelled': 'An order is cancelled',
  'product.updated': 'A product is edited',
  'stock.low': 'A size and colour falls to its low-stock threshold',
  'return.requested': 'A buyer asks for a return',
  'dispute.opened': 'A buyer opens a dispute',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' };

export type EndpointTone = 'acid' | 'danger' | 'muted';

/** An endpoint's state in one badge and, when something is wrong, a line saying what and since when. */
export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason' | 'failingSince'>, format: (iso: string) => string): { label: string; tone: EndpointTone; detail: string | null } {
  if (!endpoint.enabled) {
    return { label: 'Disabled', tone: 'muted', detail: endpoint.disabledReason ?? 'Turned off by hand: no events are sent until it is enabled again.' };
  }
  if (endpoint.failingSince) return { label: 'Failing', tone: 'danger', detail: `Failing since ${format(endpoint.failingSince)}: retried for 3 days, then disabled.` };
  return { label: 'Enabled', tone: 'acid', detail: null };
}

/** 840 ms, 1.2 s, 10 s: how long a receiver took. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}

/** "order.paid, order.shipped" or "All events" when every one is ticked. */
export function formatEvents(events: readonly WebhookEventType[], all: readonly WebhookEventType[]): string {
  return all.every((event) => events.includes(event)) ? 'All events' : events.join(', ');
}
